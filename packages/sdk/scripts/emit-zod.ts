/**
 * The response validators: zod schemas written by @hey-api/openapi-ts's zod plugin from the bundled spec, one per
 * component schema and one per operation's 200 answer (`z<OperationId>Response`: the success with its value, or the
 * refusal, as the spec's `oneOf` says), in zod's small build (`zod/mini`: functions a bundler can drop one by one).
 * The plugin writes one module; the tags' modules take the statements their operations need from it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';

/** The zod import every generated module starts with. */
export const ZOD_IMPORT = `import * as z from 'zod/mini';`;

/**
 * The plugin's output, without its header. Lengths, patterns, bounds and formats describe what the server accepts;
 * an answer is checked for its shape only (types, required fields, enums and consts, items, unions), so a server
 * that sends a longer name or another date style than the spec's example cannot break a client.
 */
export async function zodModule(doc: object): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'lobby-zod-'));
  try {
    await createClient({
      input: structuredClone(doc) as never,
      output: { path: out },
      logs: { level: 'silent', file: false },
      plugins: [
        {
          name: 'zod',
          compatibilityVersion: 'mini',
          comments: false,
          requests: false,
          '~resolvers': {
            string: (ctx) => ctx.nodes.const(ctx) ?? ctx.nodes.base(ctx),
            number: (ctx) => ctx.nodes.const(ctx) ?? ctx.nodes.base(ctx),
          },
        },
      ],
    });
    const text = readFileSync(join(out, 'zod.gen.ts'), 'utf8');
    // Marked pure, a schema no imported descriptor uses is dropped from an app's bundle (a call might have effects).
    return extendSuccess(text.slice(text.indexOf(ZOD_IMPORT))).replace(
      /\bz\.(\w+)\(/g,
      '/*#__PURE__*/ z.$1(',
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The index of the bracket that closes the one at `open`, string literals skipped. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let at = open; at < code.length; at++) {
    const char = code[at]!;
    if (char === "'" || char === '"') at = code.indexOf(char, at + 1);
    else if ('({['.includes(char)) depth++;
    else if (')}]'.includes(char) && --depth === 0) return at;
  }
  throw new Error(`unbalanced brackets from ${code.slice(open, open + 40)}`);
}

/**
 * Every answer's success, `z.intersection(zSuccess, z.object({ value }))`, as `z.extend(zSuccess, { value })`: the
 * same check in one object instead of two whose results zod then merges, the larger part of an answer's time.
 */
export function extendSuccess(code: string): string {
  const head = 'z.intersection(zSuccess, z.object(';
  let out = '';
  let from = 0;
  for (let at = code.indexOf(head); at >= 0; at = code.indexOf(head, from)) {
    const shape = at + head.length;
    const end = closing(code, shape);
    out += `${code.slice(from, at)}z.extend(zSuccess, ${code.slice(shape, end + 1)})`;
    from = closing(code, at + head.indexOf('(')) + 1;
  }
  return out + code.slice(from);
}

/** The exported name of an operation's response schema, as the plugin names it. */
export const responseSchemaName = (operationId: string): string =>
  `z${operationId[0]!.toUpperCase()}${operationId.slice(1)}Response`;

/** The module's `export const NAME = ...;` statements by name, in the module's order (a schema before its users). */
export function zodStatements(module: string): Map<string, string> {
  const statements = new Map<string, string>();
  for (const part of module.split(/^export const /m).slice(1)) {
    const name = /^\w+/.exec(part)![0];
    statements.set(name, `const ${part.trim()}`);
  }
  return statements;
}

/** The statements `names` need, through the schemas they use, in the module's order. */
export function statementsFor(names: string[], statements: Map<string, string>): string[] {
  const needed = new Set(names);
  for (const name of needed) {
    const code = statements.get(name);
    if (code === undefined) throw new Error(`the zod plugin wrote no schema ${name}`);
    for (const [used] of code.slice(name.length + 6).matchAll(/\bz[A-Z]\w*/g))
      if (statements.has(used)) needed.add(used); // a Set visits what is added while iterating
  }
  return [...statements].filter(([name]) => needed.has(name)).map(([, code]) => code);
}
