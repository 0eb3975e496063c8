#!/usr/bin/env bash
# Runs every test of the project on a fresh machine: install, spec lint, generated-code drift,
# lint, types, unit tests; then contract and browser tests where they exist.
# Ends with one line: "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
export PACT_DO_NOT_TRACK=true
mkdir -p reports
rm -f reports/*.json

step() { printf '\n==> %s\n' "$*"; }

step "install"
corepack pnpm install --frozen-lockfile --reporter=append-only

step "openapi: bundle and lint"
corepack pnpm --filter @lobby/openapi bundle
corepack pnpm --filter @lobby/openapi lint

if [ -f packages/sdk/scripts/generate.ts ]; then
  step "sdk: generated code matches the spec"
  corepack pnpm --filter @lobby/sdk generate --check
fi

step "lint"
corepack pnpm exec eslint . --max-warnings=0

step "types"
corepack pnpm -r --workspace-concurrency=1 typecheck

# From here every suite runs even when an earlier one failed, so the closing line counts them all.
status=0
step "unit tests"
corepack pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=1

for extra in scripts/test.d/*.sh; do
  [ -e "$extra" ] || continue
  step "$(basename "$extra" .sh)"
  bash "$extra" || { echo "FAILED: $extra"; status=1; }
done

node scripts/summary.mjs || status=1
exit "$status"
