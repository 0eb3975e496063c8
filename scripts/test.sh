#!/usr/bin/env bash
# Runs every test of the project on a fresh machine: install, spec lint, generated-code drift,
# lint, format, types, unit tests; then contract and browser tests where they exist.
# Ends with one line: "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
export PACT_DO_NOT_TRACK=true
mkdir -p reports
rm -f reports/*.json

# The tree as the run found it (clean on a fresh clone), to check at the end that the run changed nothing.
in_git=false
git rev-parse --is-inside-work-tree >/dev/null 2>&1 && in_git=true
tree_before=""
$in_git && tree_before=$(git status --porcelain)

# Each step's wall time, printed at the end: where `npm test`'s minutes go.
timings=()
step_name=""
step_start=$SECONDS
step() {
  [ -n "$step_name" ] && timings+=("$(printf '%5ss  %s' "$((SECONDS - step_start))" "$step_name")")
  step_name="$*"
  step_start=$SECONDS
  printf '\n==> %s\n' "$*"
}

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

step "format"
# Every source, spec and doc file as Prettier writes it (.prettierignore: generated code, pacts, test output).
corepack pnpm exec prettier --check . --log-level warn

step "types"
corepack pnpm -r --workspace-concurrency=2 typecheck

# From here every suite runs even when an earlier one failed, so the closing line counts them all.
status=0
step "unit tests"
corepack pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=1

for extra in scripts/test.d/*.sh; do
  [ -e "$extra" ] || continue
  step "$(basename "$extra" .sh)"
  bash "$extra" || { echo "FAILED: $extra"; status=1; }
done

step "done"
printf '\nStep times (wall):\n'
printf '  %s\n' "${timings[@]}"
printf '  %5ss  total\n' "$SECONDS"

# A test run leaves the working tree as it found it (issue 15): generated files, reports and
# screenshots go to ignored folders. A file the run added or changed fails it (on a fresh clone: any
# line of `git status --porcelain`; edits that were there before the run are not the run's).
if $in_git; then
  tree_after=$(git status --porcelain)
  if [ "$tree_after" != "$tree_before" ]; then
    printf '\nFAILED: the run left the git tree dirty (git status --porcelain, before < and after >):\n'
    diff <(printf '%s\n' "$tree_before") <(printf '%s\n' "$tree_after") || true
    status=1
  fi
fi

node scripts/summary.mjs || status=1
exit "$status"
