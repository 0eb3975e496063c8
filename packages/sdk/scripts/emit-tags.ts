/**
 * Emits up to three modules per tag, `src/generated/tags/<tag>.ts` for its calls without the session token,
 * `src/generated/tags/<tag>.token.ts` for the ones with it and, for a tag with first-screen calls
 * (`FIRST_SCREEN_CALLS`), `src/generated/tags/<tag>.later.ts` for its other calls without the token (each: its
 * operations' descriptors and every validator they need), and `src/generated/tags.ts`, the table createSdk loads
 * them from on a module's first call: an app downloads the descriptors, validators and codec of the calls it
 * makes, not of all the spec's, and a visitor's (no session) not those of a member's calls, so a phone's first
 * script stays small.
 * The modules are copies of what `operations.ts` and `validators.ts` hold, on purpose: the package's index
 * re-exports those, and a module an app's first script reaches statically (even only to shake it out) cannot
 * be split into a chunk of its own, so createSdk must not share them.
 */
import { PUBLIC_KEY_OPERATION, type ReadOperation } from './emit-operations.js';
import { responseSchemaName, statementsFor, ZOD_IMPORT } from './emit-zod.js';

/** One operation's descriptor in the short form `describeTag` reads (the same fields as `operations.ts`'s). */
function emitShortDescriptor(op: ReadOperation): string {
  const extras: string[] = [];
  const list = (name: string, values: string[]) => {
    if (values.length) extras.push(`${name}: ${JSON.stringify(values)}`);
  };
  list('pathParams', op.pathParams);
  list('queryParams', op.queryParams);
  list('headerParams', op.headerParams);
  if (Object.keys(op.headerConsts).length) extras.push(`headerConsts: ${JSON.stringify(op.headerConsts)}`);
  if (op.body !== 'none') extras.push(`body: ${JSON.stringify(op.body)}`);
  if (op.encrypted) extras.push(`encryption: { codec: rsaDesCodec, publicKey: ${PUBLIC_KEY_OPERATION} }`);
  const args = [op.operationId, op.method, op.path, op.moduleId].map((value) => JSON.stringify(value));
  args.push(String(op.token), responseSchemaName(op.operationId));
  if (extras.length) args.push(`{ ${extras.join(', ')} }`);
  return `/** ${op.method} ${op.path} */\nexport const ${op.operationId} = d(${args.join(', ')});\n`;
}

/**
 * The calls without the token an app makes to show its first screen (the start-up's system status, site settings,
 * domain route and notices; the home's wallet mode, hot games, vendors, winners and jackpot), per tag: an app
 * preloads those tags' modules with its first script, so their other calls get a module of their own
 * (`<tag>.later`), downloaded on their first call instead.
 */
export const FIRST_SCREEN_CALLS: Readonly<Record<string, readonly string[]>> = {
  system: ['getSystemStatus', 'getWhitelabel', 'getDomainRoute', 'getMerchantWallet'],
  content: ['getNotices'],
  games: ['listHotGames', 'listVendors', 'getWinnerBoard', 'getJackpot'],
};

/**
 * The module an operation's descriptor is in: its tag's, its tag's calls with the session token, or (for a tag
 * with first-screen calls) its other calls without the token.
 */
export function moduleOf(op: Pick<ReadOperation, 'tag' | 'token' | 'operationId'>): string {
  if (op.token) return `${op.tag}.token`;
  const first = FIRST_SCREEN_CALLS[op.tag];
  return first && !first.includes(op.operationId) ? `${op.tag}.later` : op.tag;
}

/** The operations grouped by module, each group in the order `readOperations` gave (the key operation first). */
export function groupByModule(ops: ReadOperation[]): Map<string, ReadOperation[]> {
  const groups = new Map<string, ReadOperation[]>();
  for (const op of ops) groups.set(moduleOf(op), [...(groups.get(moduleOf(op)) ?? []), op]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** One module of a tag (`groupByModule`): the zod schemas its operations' answers need (not exported) and its descriptors. */
export function emitTag(
  name: string,
  ops: ReadOperation[],
  all: ReadOperation[],
  schemas: Map<string, string>,
): string {
  const tag = ops[0]!.tag;
  const lines = [`import { describeTag } from '../../runtime/describe-tag.js';`, ZOD_IMPORT];
  if (ops.some((op) => op.encrypted)) {
    lines.push(`import { rsaDesCodec } from '../../codec/codec.js';`);
    const key = all.find((op) => op.operationId === PUBLIC_KEY_OPERATION)!;
    if (moduleOf(key) !== name)
      lines.push(`import { ${PUBLIC_KEY_OPERATION} } from './${moduleOf(key)}.js';`);
  }
  lines.push(
    '',
    ...statementsFor(
      ops.map((op) => responseSchemaName(op.operationId)),
      schemas,
    ),
    '',
    `const d = describeTag(${JSON.stringify(tag)});`,
    '',
    ...ops.map(emitShortDescriptor),
  );
  return lines.join('\n');
}

/** The table of modules: each one's tag, operation ids and import. */
export function emitTagTable(groups: Map<string, ReadOperation[]>): string {
  const lines = [
    "/** Per module of descriptors: its tag, its operation ids and its import, which createSdk makes on the module's first call. */",
    'export const operationModules = {',
  ];
  for (const [name, ops] of groups) {
    const ids = JSON.stringify(ops.map((op) => op.operationId));
    lines.push(
      `  ${JSON.stringify(name)}: { tag: ${JSON.stringify(ops[0]!.tag)}, operations: ${ids}, load: () => import('./tags/${name}.js') },`,
    );
  }
  lines.push('} as const;', '');
  return lines.join('\n');
}
