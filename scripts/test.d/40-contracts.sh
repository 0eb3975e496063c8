#!/usr/bin/env bash
# Pact contract tests: the consumer tests drive the SDK against Pact mock servers and write
# contract-tests/pacts/; then the coverage check and the provider verification against the sandbox's
# real HTTP server in its own process. JSON reports go to reports/ for scripts/summary.mjs.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PACT_DO_NOT_TRACK=true
mkdir -p reports

status=0
corepack pnpm exec vitest run --config contract-tests/vitest.consumer.config.ts \
  --reporter=default --reporter=json --outputFile.json="$PWD/reports/contract-consumer.json" || status=1
corepack pnpm exec vitest run --config contract-tests/vitest.provider.config.ts \
  --reporter=default --reporter=json --outputFile.json="$PWD/reports/contract-provider.json" || status=1
exit "$status"
