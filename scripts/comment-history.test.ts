import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments say why the code is as it is today; how it got there belongs to git. A comment of hand-written
 * code that cites an issue, a spec section, a work session, a date or a past run as its reason fails here,
 * named by file and line. Non-comment lines are read too, for the citations no code needs (an issue, a
 * section or a session by number), so a label or a test's title does not carry them either.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
/** This file: its examples and patterns are the history it looks for. */
const SELF = 'scripts/comment-history.test.ts';

/** Hand-written code and configuration; Markdown is prose, changelogs are history on purpose. */
const CODE = /\.(?:[cm]?[jt]sx?|sh|ya?ml|css)$/;
const GENERATED = /(?:^|\/)(?:generated|node_modules|dist)\/|^contract-tests\/pacts\//;

/** Citations no line needs, comment or not. */
const CITATIONS: readonly RegExp[] = [/\bissues? #?\d+/i, /\bsections? \d+/i, /§ ?\d/, /\bsessions? \d+/i];
/** History that only a comment would tell: dates, past runs and measurements, before -> after figures. */
const HISTORY: readonly RegExp[] = [
  /(?<![\w&])#\d{2,}\b/,
  /\b(?:19|20)\d{2}-\d{2}-\d{2}\b/,
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* (?:19|20)\d{2}\b/,
  /\bmeasured [\d.]+/i,
  /\(measured\b/i,
  /\b(?:was|were) [\d.]+ ?(?:px|ms|s|KB|kB|MB|bytes|%)(?!\w)/,
  /\b(?:once|twice) (?:failed|timed out|flaked|widened|broke|hung)\b/i,
  /\b(?:failed|timed out|flaked) (?:once|twice)\b/i,
  /\bin (?:one|an earlier|the last|a previous) run\b/i,
  /\b(?:seen|met it) (?:once|twice)\b/i,
  /\bonce in a (?:full )?run\b/i,
  /\bused to (?:show|be|fail|take|break|cost)\b/i,
  /\b[\d.]+ ?-> ?[\d.]+ ?(?:KB|kB|MB|ms|s|px)\b/,
  /\bengineer [A-Z]\b/,
];

/** The comment on a line, or null: whole-line comments, and a trailing `//` (or ` #` in shell and YAML). */
function commentOf(file: string, line: string): string | null {
  const trimmed = line.trim();
  if (/\.(?:sh|ya?ml)$/.test(file)) {
    if (trimmed.startsWith('#')) return trimmed;
    const trailing = /\s#\s.*$/.exec(line);
    return trailing ? trailing[0] : null;
  }
  if (/^(?:\/\/|\/\*|\*)/.test(trimmed)) return trimmed;
  if (file.endsWith('.css')) return null;
  // A `//` after a quote, a colon or a word is a URL or a string's, not a comment.
  const trailing = /(?<![:'"`\w/])\/\/\s.*$/.exec(line);
  return trailing ? trailing[0] : null;
}

/** The history a file's lines tell, as `file:line: text`. */
function historyIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const comment = commentOf(file, line);
    const patterns = comment === null ? CITATIONS : [...CITATIONS, ...HISTORY];
    const read = comment ?? line;
    return patterns.some((pattern) => pattern.test(read)) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
  });
}

function filesInScope(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(
      (file) => CODE.test(file) && !GENERATED.test(file) && file !== SELF && existsSync(`${root}/${file}`),
    );
}

describe('comments tell why, not history', () => {
  it('reads comments and the citations of strings, not dates, URLs or colours of code', () => {
    const source = [
      '// The key comes from a factory (issue 15).',
      "const day = '2026-11-22'; // a fixed today",
      "it('every code of section 8 has its key', () => {});",
      "const url = 'https://example.com/a//b'; const colour = '#141a26';",
      ' * a budget of 150 KB (was 153 KB).',
      '// The settlement is measured on the server clock.',
    ].join('\n');
    expect(historyIn('packages/web/src/a.ts', source).map((hit) => hit.split(':')[1])).toEqual([
      '1',
      '3',
      '5',
    ]);
    expect(historyIn('scripts/a.sh', '# one of them timed out once, session 13\nx=1 # fine')).toHaveLength(1);
  });

  it('no comment of hand-written code cites an issue, a spec section, a session, a date or a past run', () => {
    const hits = filesInScope().flatMap((file) => historyIn(file, readFileSync(`${root}/${file}`, 'utf8')));
    expect(hits).toEqual([]);
  });
});
