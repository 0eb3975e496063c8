#!/usr/bin/env bash
# Starts the site on the embedded sandbox backend, on a fresh machine: install, build, serve.
set -euo pipefail
cd "$(dirname "$0")/.."
corepack pnpm install --frozen-lockfile --reporter=append-only
corepack pnpm --filter @lobby/openapi bundle
if [ ! -f mocks/src/server/cli.ts ]; then
  echo "The sandbox backend and the web app do not exist yet: only the OpenAPI bundle was built (openapi/dist)."
  exit 0
fi
exec corepack pnpm --filter @lobby/mocks serve "$@"
