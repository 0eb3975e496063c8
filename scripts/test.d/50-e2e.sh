#!/usr/bin/env bash
# Browser journeys of the web app: build it, serve it with the sandbox on one address, run Playwright
# (Debian's Chromium, axe checks) and write the JSON report to reports/playwright.json.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p reports

bash scripts/ensure-chromium.sh

corepack pnpm --filter @lobby/web build
cd packages/web
PLAYWRIGHT_JSON=../../reports/playwright.json corepack pnpm exec playwright test
