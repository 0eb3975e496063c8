#!/usr/bin/env bash
# The API reference of @lobby/sdk and @lobby/flows (TypeDoc, from their JSDoc) into dist/docs/api;
# any warning fails it (typedoc.json: treatWarningsAsErrors, validation). About 40 s of CPU.
set -euo pipefail
cd "$(dirname "$0")/../.."
corepack pnpm run docs
