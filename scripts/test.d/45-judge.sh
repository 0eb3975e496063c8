#!/usr/bin/env bash
# The independent judge (contract-tests/judge/): Portman, a third-party tool, makes one request per operation of
# the spec with its contract tests and Newman runs them against the sandbox, with a member's and an agent's
# session. Newman's JSON report goes to reports/judge.json (counted by scripts/summary.mjs); exits non-zero on a
# schema violation, a 5xx or a status the judge's list does not explain.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p reports
corepack pnpm --filter @lobby/contract-tests --silent judge
