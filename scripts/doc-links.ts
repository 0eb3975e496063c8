/**
 * Finds the file references of the repository's documents and source comments and tells which do not
 * resolve inside the repository: a Markdown link to a missing file, a path written as code in Markdown or
 * a file named in a comment that is not there, or anything pointing outside the repository (a parent of
 * the root, an absolute path of a machine). Pure functions over a file list, so the rules are unit tested;
 * scripts/check-doc-links.ts runs them.
 */
import { posix } from 'node:path';

/** A reference to a file or folder found in a document or a comment. */
export interface DocRef {
  file: string;
  line: number;
  target: string;
  /**
   * `link`: a Markdown link; `path`: a path written as code (Markdown) or in a comment; `name`: a document
   * named without a path (`PROTOCOL.md`), which some file of the repository must bear.
   */
  kind: 'link' | 'path' | 'name';
}

/** A reference that does not resolve, and why. */
export interface BrokenRef extends DocRef {
  reason: 'missing' | 'outside the repository';
}

const CODE = /\.(?:[cm]?[jt]sx?|sh)$/;
const FILE_EXT = /\.(?:[cm]?[jt]sx?|json|md|ya?ml|sh|css|html|png|svg|txt)$/;
const PATH_TOKEN = /(?:\.{1,2}\/)*[\w@.-]+(?:\/[\w@.-]+)+\/?/g;
/** Output and dependency folders (.gitignore): mentioned in docs, absent from a fresh clone. */
const OUTPUT_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'reports',
  'test-results',
  'playwright-report',
  '.vite',
]);

/** Whether the repository's documents and comments are read for references (generated code is not). */
export function isChecked(file: string): boolean {
  if (/(^|\/)(generated|node_modules|dist)\//.test(file) || file.startsWith('contract-tests/pacts/'))
    return false;
  return file.endsWith('.md') || CODE.test(file);
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Documents named without a path in a text (`see PROTOCOL.md`). */
function nameRefs(file: string, text: string, offset: number, whole: string): DocRef[] {
  return [...text.matchAll(/(?<![\w/.@-])[A-Za-z][\w-]*\.md\b(?![\w/-])/g)].map((match) => ({
    file,
    line: lineOf(whole, offset + match.index),
    target: match[0],
    kind: 'name' as const,
  }));
}

/** Markdown links and code spans holding one path. */
function markdownRefs(file: string, text: string): DocRef[] {
  const refs: DocRef[] = [];
  for (const match of text.matchAll(/\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = (match[1] ?? '').replace(/#.*$/, '');
    if (target && !/^[a-z][a-z+.-]*:/i.test(target))
      refs.push({ file, line: lineOf(text, match.index), target, kind: 'link' });
  }
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const token = match[1] ?? '';
    // One folder name (`modal/`) is read in its sentence's context (a table row's folder); two parts are a path.
    if (token.replace(/^(\.{1,2}\/)+|\/$/g, '').includes('/') && isPathLike(token))
      refs.push({ file, line: lineOf(text, match.index), target: token, kind: 'path' });
  }
  // Commands in code blocks run from a checkout: a machine's own folder there (`cd /work/...`) is another trap.
  for (const block of text.matchAll(/^```[^\n]*\n[\s\S]*?^```/gm)) {
    for (const match of block[0].matchAll(/(?<![\w.])\/work\/[\w./-]*/g))
      refs.push({ file, line: lineOf(text, block.index + match.index), target: match[0], kind: 'path' });
  }
  return [...refs, ...nameRefs(file, text, 0, text)];
}

/** Paths in comments that name a file (with its extension) or leave the repository. */
function commentRefs(file: string, text: string): DocRef[] {
  const refs: DocRef[] = [];
  // A `//` after a quote or a colon opens a string's URL, not a comment.
  const comment = file.endsWith('.sh') ? /(?:^|\s)#[^\n]*/g : /(?<![:'"`\w])\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
  for (const match of text.matchAll(comment)) {
    // URLs are not files; code-spans and words around the path are stripped by the token pattern.
    const body = match[0].replace(/\b[a-z][a-z+.-]*:\/\/\S*/gi, ' ');
    for (const token of body.matchAll(PATH_TOKEN)) {
      const target = token[0].replace(/[.]+$/, '');
      const start = token.index ?? 0;
      if (start > 0 && /[\w/@$<{*-]/.test(body[start - 1] ?? '')) continue;
      if (!isPathLike(target) || !(FILE_EXT.test(target) || target.startsWith('../'))) continue;
      refs.push({ file, line: lineOf(text, match.index + start), target, kind: 'path' });
    }
    refs.push(...nameRefs(file, body, match.index, text));
  }
  return refs;
}

/** A concrete path: no placeholders, globs, package names (`@lobby/sdk`), routes (`/wps/...`) or versions. */
function isPathLike(token: string): boolean {
  if (/[<>{}*$:,;()=|]/.test(token) || token.startsWith('@') || token.includes('//')) return false;
  // A machine's own folder (the workplace's checkout) is named as a trap; /tmp and system paths are scratch, fine.
  if (token.startsWith('/')) return token.startsWith('/work/');
  if (/^(?:text|application|image|audio|video|font|multipart)\/[\w.+-]+$/.test(token)) return false;
  return /^[\w.@/-]+$/.test(token) && !/^\d/.test(token) && !/^[\w-]+\/\d/.test(token);
}

/** The references in one file (Markdown: links and code spans; code: comments). */
export function referencesIn(file: string, text: string): DocRef[] {
  return file.endsWith('.md') ? markdownRefs(file, text) : commentRefs(file, text);
}

/** Folders of the repository, from its files. */
export function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end < parts.length; end += 1) folders.add(parts.slice(0, end).join('/'));
  }
  return folders;
}

/** The package folder holding a file (the nearest folder with a package.json), '' for the root. */
function packageOf(file: string, files: ReadonlySet<string>): string {
  let dir = posix.dirname(file);
  while (dir !== '.' && !files.has(`${dir}/package.json`)) dir = posix.dirname(dir);
  return dir === '.' ? '' : dir;
}

/**
 * Resolves a reference: a `./` or `../` path from its file's folder only; any other from the file's
 * folder, the repository root, its package or its package's `src` (how the docs name files), and for a
 * file outside the packages (the root's README, BENCHMARKS) from every package. A name whose first part
 * is an installed package (`xstate/graph`) is a module, not a file.
 */
export function checkReferences(
  refs: readonly DocRef[],
  files: ReadonlySet<string>,
  isModule: (name: string) => boolean,
): BrokenRef[] {
  const folders = foldersOf(files);
  const packages = [...files]
    .filter((file) => file.endsWith('/package.json'))
    .map((file) => posix.dirname(file));
  const exists = (path: string) => files.has(path) || folders.has(path);
  const names = new Set([...files].map((file) => posix.basename(file)));
  const broken: BrokenRef[] = [];
  for (const ref of refs) {
    if (ref.kind === 'name') {
      if (!names.has(ref.target)) broken.push({ ...ref, reason: 'missing' });
      continue;
    }
    const target = ref.target.replace(/\/$/, '');
    if (target.startsWith('/')) {
      broken.push({ ...ref, reason: 'outside the repository' });
      continue;
    }
    const here = posix.dirname(ref.file);
    const relative = /^\.{1,2}\//.test(target);
    const pkg = packageOf(ref.file, files);
    const owners = pkg ? [pkg] : packages;
    const bases = relative ? [here] : [here, '', ...owners.flatMap((owner) => [owner, `${owner}/src`])];
    const candidates = bases.map((base) => posix.normalize(posix.join(base, target)));
    if (candidates.every((path) => path.startsWith('../') || path === '..')) {
      broken.push({ ...ref, reason: 'outside the repository' });
      continue;
    }
    if (candidates.some(exists)) continue;
    const first = target.split('/')[0] ?? '';
    if (!relative && isModule(first)) continue;
    if (target.split('/').some((part) => OUTPUT_DIRS.has(part))) continue;
    broken.push({ ...ref, reason: 'missing' });
  }
  return broken;
}
