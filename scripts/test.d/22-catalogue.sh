#!/usr/bin/env bash
# The component catalogue (Storybook: packages/web/.storybook, stories in packages/web/catalogue) into
# dist/docs/catalogue; fails on a build error and on any warning Storybook or Vite prints.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p reports
log=reports/catalogue-build.log
if ! (cd packages/web && corepack pnpm exec storybook build --output-dir ../../dist/docs/catalogue --quiet) >"$log" 2>&1; then
  cat "$log"
  exit 1
fi
# Storybook marks warnings with ▲ (Vite's, e.g. a chunk over its limit) or WARN.
if grep -nE '▲|WARN' "$log"; then
  echo "catalogue: the build printed warnings (above; full log in $log)"
  exit 1
fi
echo "catalogue: $(grep -o '"type":"story"' dist/docs/catalogue/index.json | wc -l) stories built into dist/docs/catalogue"
