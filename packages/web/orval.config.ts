/**
 * orval generates the web's query keys, query options and hooks (`src/generated/`, one folder per tag) from the
 * bundled spec. Every generated call goes through `sdkCall` (`src/lib/sdk-mutator.ts`): the SDK makes the request,
 * so encryption, module ids, the session token, idempotency headers and retries stay the SDK's and orval never
 * fetches. Each operation hands the mutator its operationId and tag (and its path template when the path has
 * parameters) as request options, the only way orval passes per-operation facts to a mutator.
 *
 *   corepack pnpm --filter @lobby/web generate           # writes src/generated/
 *   corepack pnpm --filter @lobby/web generate --check   # exits 1 when src/generated/ differs from the spec's
 */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';

const specPath = '../../openapi/dist/lobby.openapi.json';
type Operation = { operationId?: string; tags?: string[] };
const spec = JSON.parse(readFileSync(new URL(specPath, import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

/** The SDK's group of a tag: `responsible-gaming` is `sdk.responsibleGaming`. */
const sdkGroup = (tag: string) => tag.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());

/** Per operation: what the mutator needs to call the SDK's method for it. */
const operations = Object.fromEntries(
  Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.values(methods).flatMap((operation) =>
      operation.operationId
        ? [
            [
              operation.operationId,
              {
                requestOptions: {
                  operationId: operation.operationId,
                  tag: sdkGroup(operation.tags?.[0] ?? ''),
                  ...(path.includes('{') ? { path } : {}),
                },
              },
            ],
          ]
        : [],
    ),
  ),
);

export default defineConfig({
  lobby: {
    input: { target: specPath },
    output: {
      mode: 'tags-split',
      target: 'src/generated/lobby.ts',
      client: 'react-query',
      clean: true,
      prettier: false,
      override: {
        mutator: { path: 'src/lib/sdk-mutator.ts', name: 'sdkCall' },
        query: {
          version: 5,
          useQuery: true,
          signal: true,
          shouldExportQueryKey: true,
          useOperationIdAsQueryKey: true,
        },
        operations,
      },
    },
  },
});
