/**
 * Merges src/_root.yaml and every src/<domain>.yaml into one document, dist/lobby.openapi.{json,yaml}.
 * Fails on a duplicate path + method, operationId or component name, so domains cannot shadow each other.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

type Doc = {
  tags?: { name: string }[];
  paths?: Record<string, Record<string, { operationId?: string }>>;
  components?: Record<string, Record<string, unknown>>;
};

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..', 'src');
const dist = join(here, '..', 'dist');

const root = parse(readFileSync(join(src, '_root.yaml'), 'utf8')) as Doc & Record<string, unknown>;
root.tags = [];
root.paths = {};
const errors: string[] = [];
const operationIds = new Map<string, string>();

for (const file of readdirSync(src)
  .filter((f) => f.endsWith('.yaml') && f !== '_root.yaml')
  .sort()) {
  const part = parse(readFileSync(join(src, file), 'utf8')) as Doc;
  root.tags.push(...(part.tags ?? []));
  for (const [path, item] of Object.entries(part.paths ?? {})) {
    const target = (root.paths[path] ??= {});
    for (const [method, op] of Object.entries(item)) {
      if (target[method]) errors.push(`${file}: ${method.toUpperCase()} ${path} is defined twice`);
      target[method] = op;
      if (op.operationId) {
        const seen = operationIds.get(op.operationId);
        if (seen) errors.push(`${file}: operationId ${op.operationId} already in ${seen}`);
        operationIds.set(op.operationId, file);
      }
    }
  }
  for (const [kind, entries] of Object.entries(part.components ?? {})) {
    const target = ((root.components ??= {})[kind] ??= {});
    for (const [name, value] of Object.entries(entries)) {
      if (name in target) errors.push(`${file}: components.${kind}.${name} is defined twice`);
      target[name] = value;
    }
  }
}

if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, 'lobby.openapi.json'), JSON.stringify(root, null, 2) + '\n');
writeFileSync(join(dist, 'lobby.openapi.yaml'), stringify(root));
console.log(`bundled ${operationIds.size} operations from ${readdirSync(src).length} files`);
