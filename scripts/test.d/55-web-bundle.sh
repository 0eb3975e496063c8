#!/usr/bin/env bash
# The web app's initial JavaScript per route (gzip) from Vite's manifest; fails when the home's
# exceeds its budget (HOME_BUDGET_BYTES in bundle-report.ts). Reuses the build of 50-e2e.sh when there is one.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p reports
if [ ! -f packages/web/dist/.vite/manifest.json ]; then
  corepack pnpm --filter @lobby/web build
fi
corepack pnpm exec tsx packages/web/scripts/bundle-report.ts --json reports/web-bundle.json
