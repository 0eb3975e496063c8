#!/usr/bin/env bash
# Debian's Chromium for the browser suites (Playwright drives it; nothing is downloaded by Playwright):
# installed when missing, as on a fresh machine. The journeys run in its headless shell (the package
# chromium-headless-shell, the same Chromium without the desktop browser around it: about half the CPU per page);
# the measurement scripts (Lighthouse, what a phone downloads) and the sandbox's browser suite use the
# full browser.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Chromium is missing (${missing[*]}): installing Debian's packages"
  apt-get update -qq && apt-get install -y -qq "${missing[@]}"
fi
