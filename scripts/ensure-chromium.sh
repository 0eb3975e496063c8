#!/usr/bin/env bash
# Debian's Chromium for the browser suites (Playwright drives it; nothing is downloaded by Playwright):
# installed when missing, as on a fresh machine.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing: installing Debian's package"
  apt-get update -qq && apt-get install -y -qq chromium
fi
