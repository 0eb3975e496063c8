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

if [ -f packages/web/scripts/generate-hooks.ts ]; then
  step "web: generated hooks match the spec"
  corepack pnpm --filter @lobby/web generate --check
fi

# From here every suite runs even when an earlier one failed, so the closing line counts them all.
status=0
# The unit tests run alone, before the journeys start: they have timeouts of their own (jsdom renders, lazy chunks)
# that a niced run beside the journeys on a loaded machine can exceed. Alone they take about two minutes on the two
# cores.
step "unit tests"
corepack pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=1

# The journeys (scripts/test.d/50-e2e.sh: the web build, then Playwright) are the longest step: they start here,
# beside the steps below (lint, format, types, docs, contracts), and their log is printed when they end. Those
# steps run at a lower CPU priority (nice), so a journey gets the CPU it needs first and its waits come no closer
# to their timeouts than alone; they take the CPU a journey leaves while it waits on a page or the sandbox. On by
# default, as it shortens the whole run by the steps' time; BESIDE_JOURNEYS=0 runs every step in turn.
beside=""
beside_log=reports/journeys.log
beside_started=0
run_niced=()
if [ "${BESIDE_JOURNEYS:-1}" = "1" ] && [ -f scripts/test.d/50-e2e.sh ]; then
  beside=scripts/test.d/50-e2e.sh
  # Once, before the two browser steps could both find it missing and install it at the same time.
  bash scripts/ensure-chromium.sh
  printf '\n==> %s (beside the next steps; log in %s)\n' "$(basename "$beside" .sh)" "$beside_log"
  # A process group of its own (job control on for this one start), so a run that stops early (a failed lint,
  # Ctrl-C) takes the build, Playwright, its browsers and sandboxes down with it instead of leaving them behind.
  beside_started=$SECONDS
  set -m
  bash "$beside" </dev/null >"$beside_log" 2>&1 &
  beside_pid=$!
  set +m
  trap '[ -n "$beside" ] && kill -TERM -- "-$beside_pid" 2>/dev/null; true' EXIT
  trap 'exit 130' INT TERM
  run_niced=(nice -n "${BESIDE_NICE:-10}")
fi

# Waits for the journeys started above, prints their log and their wall time; their failure fails the run.
wait_beside() {
  [ -n "$beside" ] || return 0
  local beside_status=0
  wait "$beside_pid" || beside_status=$?
  printf '\n==> %s (started beside the steps above)\n' "$(basename "$beside" .sh)"
  cat "$beside_log"
  timings+=("$(printf '%5ss  %s (beside, from its start)' "$((SECONDS - beside_started))" "$(basename "$beside" .sh)")")
  if [ "$beside_status" != 0 ]; then
    echo "FAILED: $beside"
    status=1
  fi
  beside=""
}

step "lint"
"${run_niced[@]}" corepack pnpm exec eslint . --max-warnings=0

step "format"
# Every source, spec and doc file as Prettier writes it (.prettierignore: generated code, pacts, test output).
"${run_niced[@]}" corepack pnpm exec prettier --check . --log-level warn

step "types"
"${run_niced[@]}" corepack pnpm -r --workspace-concurrency=2 typecheck

for extra in scripts/test.d/*.sh; do
  [ -e "$extra" ] || continue
  [ "$extra" = "$beside" ] && continue
  # A step after the journeys in order may use what they made (55-web-bundle reuses their build): it waits.
  if [ -n "$beside" ] && [[ "$extra" > "$beside" ]]; then
    step "waiting for $(basename "$beside" .sh)"
    wait_beside
    run_niced=()
  fi
  step "$(basename "$extra" .sh)"
  "${run_niced[@]}" bash "$extra" || { echo "FAILED: $extra"; status=1; }
done
if [ -n "$beside" ]; then
  step "waiting for $(basename "$beside" .sh)"
  wait_beside
fi

step "done"
printf '\nStep times (wall):\n'
printf '  %s\n' "${timings[@]}"
printf '  %5ss  total\n' "$SECONDS"

# A test run leaves the working tree as it found it: generated files, reports and
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
