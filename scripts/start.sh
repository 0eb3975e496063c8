#!/usr/bin/env bash
# Starts the site on the embedded sandbox backend, on a fresh machine: install, build, serve.
# The built web app and the sandbox share one address (default http://127.0.0.1:4010; PORT=... to change);
# the sandbox prints the address and the demo accounts.
set -euo pipefail
cd "$(dirname "$0")/.."
corepack pnpm install --frozen-lockfile --reporter=append-only
corepack pnpm --filter @lobby/openapi bundle
corepack pnpm --filter @lobby/web build
exec corepack pnpm --filter @lobby/mocks serve --port "${PORT:-4010}" --static packages/web/dist "$@"
