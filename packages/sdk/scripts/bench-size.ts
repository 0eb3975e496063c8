/**
 * Size of what an app ships: tiny entries bundled with esbuild (minified, ESM, browser), raw and
 * gzip -9, from the source and, when built, from the published `dist/index.js`. The whole SDK is also
 * bundled with code splitting, as an app's bundler does: its first script, and the tags' chunks loaded on use.
 * Run: corepack pnpm --filter @lobby/sdk bench:size
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ENTRIES, SDK_ROOT, bundleEntry, bundleSplit } from './bundle-entry.js';

/** The SDK's own core and one operation (6 KB) plus zod's parser, which every response schema runs on (7 KB). */
const BUDGET_GZIP = 13 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

const targets = ['src/index.ts', ...(existsSync(join(SDK_ROOT, 'dist/index.js')) ? ['dist/index.js'] : [])];
console.log('| entry | from | minified | gzip |\n|---|---|---|---|');
let overBudget = false;
for (const target of targets) {
  for (const [name, entry] of Object.entries(ENTRIES)) {
    // Entries that import a source file directly measure the same thing from either target.
    if (target !== 'src/index.ts' && entry.includes("from './src/")) continue;
    const { bytes, gzipBytes } = await bundleEntry(entry, target);
    console.log(`| ${name} | ${target} | ${kb(bytes)} | ${kb(gzipBytes)} |`);
    if (name.startsWith('core + one operation') && gzipBytes > BUDGET_GZIP) overBudget = true;
  }
}
const whole = ENTRIES['whole SDK (createSdk, every operation)'];
for (const target of targets) {
  const { entry, chunks } = await bundleSplit(whole, target);
  const tags = chunks.filter((chunk) => !/\/chunk-[A-Z0-9]+\.js$/.test(chunk.path));
  const largest = tags.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  const sum = (key: 'bytes' | 'gzipBytes') => chunks.reduce((total, chunk) => total + chunk[key], 0);
  console.log(
    `| whole SDK, split: first script (createSdk) | ${target} | ${kb(entry.bytes)} | ${kb(entry.gzipBytes)} |`,
  );
  console.log(
    `| whole SDK, split: ${chunks.length} chunks loaded on use (${tags.length} tags, largest ${largest.path.replace(/.*\//, '').replace(/-.*$/, '')} ${kb(largest.gzipBytes)} gzip) | ${target} | ${kb(sum('bytes'))} | ${kb(sum('gzipBytes'))} |`,
  );
}
if (overBudget) {
  console.error(`core + one operation is over the ${kb(BUDGET_GZIP)} gzip budget`);
  process.exit(1);
}
