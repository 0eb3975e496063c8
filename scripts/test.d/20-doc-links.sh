#!/usr/bin/env bash
# Every file a document or a source comment names is in the repository (README*.md, CONTRIBUTING.md,
# docs/, changesets, comments): scripts/check-doc-links.ts. A second or so.
set -euo pipefail
cd "$(dirname "$0")/../.."
corepack pnpm exec tsx scripts/check-doc-links.ts
