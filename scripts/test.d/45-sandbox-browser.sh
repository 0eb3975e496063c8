#!/usr/bin/env bash
# The sandbox's browser runner (MSW service worker, mocks/src/browser.ts) in Debian's Chromium: the
# real SDK in a page logs in and reads the member info through the worker. JSON report to
# reports/sandbox-browser.json; the page is served on 127.0.0.1:4230 (SANDBOX_BROWSER_PORT).
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p reports

bash scripts/ensure-chromium.sh

cd mocks
PLAYWRIGHT_JSON=../reports/sandbox-browser.json corepack pnpm exec playwright test
