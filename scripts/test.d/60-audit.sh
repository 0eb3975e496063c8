#!/usr/bin/env bash
# Dependency audit of the shipped packages (scripts/audit.mjs): fails on a high or critical advisory.
# This workplace's registry refuses the advisory endpoint (405): the step then says NOT CHECKED and passes,
# unless AUDIT_REQUIRED=1.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p reports
node scripts/audit.mjs --json reports/audit.json
