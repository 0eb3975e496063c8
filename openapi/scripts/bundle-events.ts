/**
 * Bundles events/lobby.asyncapi.yaml into dist/lobby.asyncapi.{json,yaml}: every `#/components/schemas/X` it
 * names that it does not define itself is copied (with what that schema names in turn) from the bundled
 * OpenAPI document, so an event shares the HTTP calls' shapes and the bundle stands alone. A name defined
 * in both fails the bundle, as a duplicate does in the OpenAPI bundle.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

type Components = { schemas: Record<string, unknown> };

const here = dirname(fileURLToPath(import.meta.url));
const doc = parse(readFileSync(join(here, '..', 'events', 'lobby.asyncapi.yaml'), 'utf8')) as {
  components: Components;
};
const http = JSON.parse(readFileSync(join(here, '..', 'dist', 'lobby.openapi.json'), 'utf8')) as {
  components: Components;
};

const own = doc.components.schemas;
const clashes = Object.keys(own).filter((name) => name in http.components.schemas);
if (clashes.length) {
  console.error(`events schemas also defined in the OpenAPI spec: ${clashes.join(', ')}`);
  process.exit(1);
}

const refsOf = (node: unknown): string[] =>
  JSON.stringify(node)
    .match(/"#\/components\/schemas\/[^"]+"/g)
    ?.map((ref) => ref.slice(22, -1)) ?? [];

const pending = refsOf(doc).filter((name) => !(name in own));
const copied: string[] = [];
for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
  if (name in own) continue;
  const schema = http.components.schemas[name];
  if (!schema) {
    console.error(`events: #/components/schemas/${name} is defined nowhere`);
    process.exit(1);
  }
  own[name] = schema;
  copied.push(name);
  pending.push(...refsOf(schema));
}

const dist = join(here, '..', 'dist');
writeFileSync(join(dist, 'lobby.asyncapi.json'), JSON.stringify(doc, null, 2) + '\n');
writeFileSync(join(dist, 'lobby.asyncapi.yaml'), stringify(doc));
console.log(
  `bundled the events with ${copied.length} schemas of the HTTP spec (${copied.sort().join(', ')})`,
);
