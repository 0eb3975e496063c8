#!/usr/bin/env bash
# What a phone downloads per route: the web app's JavaScript transferred in Chromium (360 px, empty cache,
# until the network is quiet; packages/web/scripts/route-js.ts), failing when the home is over its budget
# or another route over the home's plus 40 KB; then the initial JavaScript per route from Vite's manifest
# (bundle-report.ts). Reuses the build and the Chromium of 50-e2e.sh when there are.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p reports
if [ ! -f packages/web/dist/.vite/manifest.json ]; then
  corepack pnpm --filter @lobby/web build
fi
bash scripts/ensure-chromium.sh
status=0
corepack pnpm exec tsx packages/web/scripts/route-js.ts --port 4194 --json reports/web-route-js.json || status=1
corepack pnpm exec tsx packages/web/scripts/bundle-report.ts --json reports/web-bundle.json || status=1
exit "$status"
