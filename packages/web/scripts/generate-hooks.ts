/**
 * Generates `src/generated/` (orval: the query keys, query options and hooks of every operation, through the SDK
 * as its mutator; `orval.config.ts`) from the bundled spec. `generate --check` writes nothing there and exits 1
 * when the committed files differ from what the spec generates, so drift between the spec and the web's hooks
 * fails the test run like the SDK's.
 *
 *   corepack pnpm --filter @lobby/web generate [--check]
 */
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'orval';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const committed = join(webRoot, 'src/generated');
// Beside the committed folder, at the same depth, so the generated imports of the mutator read the same.
const scratch = join(webRoot, 'src/generated-check');

/** Every file under `dir`, by its path relative to it. */
function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return found;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const config = join(webRoot, 'orval.config.ts');
  if (!check) {
    await generate(config, webRoot);
    console.log(`generated ${files(committed).size} files in ${relative(process.cwd(), committed)}`);
    return;
  }
  try {
    await generate(config, webRoot, { output: join(scratch, 'lobby.ts') });
    const want = files(scratch);
    const have = files(committed);
    const stale = [...new Set([...want.keys(), ...have.keys()])].filter(
      (name) => want.get(name) !== have.get(name),
    );
    if (stale.length) {
      console.error(
        `the web's generated hooks are out of date with the spec: ${stale.join(', ')}\n` +
          'run: corepack pnpm --filter @lobby/web generate',
      );
      process.exitCode = 1;
    } else console.log(`the web's generated hooks match the spec (${have.size} files)`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
