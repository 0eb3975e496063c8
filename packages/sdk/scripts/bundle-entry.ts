/** Bundles a tiny consumer entry against the SDK the way an app's bundler would, minified, in memory. */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SDK_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface BundleResult {
  code: string;
  bytes: number;
  gzipBytes: number;
}

/** The esbuild options an app's bundler would use on `entry`, minified for browsers, `@lobby/sdk` at `target`. */
const consumerBuild = (entry: string, target: string) =>
  ({
    stdin: { contents: entry, resolveDir: SDK_ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    alias: { '@lobby/sdk': join(SDK_ROOT, target) },
  }) as const;

/** A script's size, as is and gzipped at level 9. */
const sized = (code: string): BundleResult => ({
  code,
  bytes: Buffer.byteLength(code),
  gzipBytes: gzipSync(code, { level: 9 }).length,
});

/** `entry` imports from `@lobby/sdk`; `target` picks the source (`src/index.ts`) or the published build (`dist/index.js`). */
export async function bundleEntry(entry: string, target = 'src/index.ts'): Promise<BundleResult> {
  const result = await build(consumerBuild(entry, target));
  return sized(result.outputFiles[0]!.text);
}

/** What a code-splitting bundler makes of `entry`: the entry's own script and the chunks it may import later. */
export interface SplitResult {
  entry: BundleResult;
  chunks: (BundleResult & { path: string })[];
}

/** `entry` bundled with code splitting (as Vite or webpack would): dynamic imports become chunks of their own. */
export async function bundleSplit(entry: string, target = 'src/index.ts'): Promise<SplitResult> {
  const result = await build({ ...consumerBuild(entry, target), splitting: true, outdir: '/virtual' });
  const files = result.outputFiles.map((file) => ({ path: file.path, ...sized(file.text) }));
  const isEntry = (file: { path: string }) => file.path.endsWith('/stdin.js');
  return { entry: files.find(isEntry)!, chunks: files.filter((file) => !isEntry(file)) };
}

/** The entries the size budget is about. */
export const ENTRIES = {
  'core + one operation (getMemberInfo)': `import { createClient, callOperation, getMemberInfo, memoryTokenStore } from '@lobby/sdk';
const client = createClient({ baseUrl: 'https://api.example', merchant: 'DEMO', tokenStore: memoryTokenStore() });
callOperation(client, getMemberInfo).then(console.log, console.error);`,
  'core + one encrypted operation (login, with the codec)': `import { createClient, callOperation, login, memoryTokenStore } from '@lobby/sdk';
const client = createClient({ baseUrl: 'https://api.example', merchant: 'DEMO', tokenStore: memoryTokenStore() });
callOperation(client, login, { username: 'u', password: 'p', type: 'username', loginDeviceId: 'd' }).then(console.log, console.error);`,
  'run-time validator + every generated validator (no client)': `import * as validators from './src/generated/validators.ts';
console.log(validators);`,
  'whole SDK (createSdk, every operation)': `import { createSdk } from '@lobby/sdk';
console.log(createSdk({ baseUrl: 'https://api.example', merchant: 'DEMO' }));`,
} as const;
