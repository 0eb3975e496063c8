/**
 * Fails when a document (README*.md, CONTRIBUTING.md, docs, changesets) or a source comment names a file
 * that is not in the repository, or points outside it. Reads the files git knows (tracked, or new and not
 * ignored), so what passes here passes on a fresh clone. Usage: tsx scripts/check-doc-links.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkReferences, isChecked, referencesIn } from './doc-links';

const root = fileURLToPath(new URL('..', import.meta.url));
const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && existsSync(`${root}/${file}`));
const files = new Set(listed);
// pnpm links every installed package under node_modules/.pnpm/node_modules: a name found there is a module.
const isModule = (name: string) => existsSync(`${root}/node_modules/.pnpm/node_modules/${name}`);

const refs = listed
  .filter(isChecked)
  .flatMap((file) => referencesIn(file, readFileSync(`${root}/${file}`, 'utf8')));
const broken = checkReferences(refs, files, isModule);
for (const ref of broken) console.log(`${ref.file}:${ref.line}: ${ref.target} (${ref.reason})`);
console.log(`doc links: ${refs.length} references checked, ${broken.length} broken`);
process.exit(broken.length ? 1 : 0);
