/**
 * The initial JavaScript of each route, in gzip bytes, from Vite's manifest: the entry chunk and
 * its static imports, plus the route's lazy page chunk and its static imports (what the browser
 * must load before the page can paint). Fails when the home's initial JS exceeds the budget.
 *
 *   corepack pnpm --filter @lobby/web build && corepack pnpm exec tsx packages/web/scripts/bundle-report.ts [--json out.json] [--dist DIR]
 *
 * `--json` writes a vitest-shaped report (one check: the home's budget) with the per-route figures,
 * so `scripts/summary.mjs` counts it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The home's initial JavaScript, gzip, read from the manifest without a browser: the plain build's measured figure
 * rounded up, a quick check beside the budget that counts, what Chromium transfers (scripts/route-js.ts).
 */
export const HOME_BUDGET_BYTES = Math.round(162 * 1024);

/** Route -> the page module the router lazy-loads for it (see src/app/router.tsx). */
export const ROUTE_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/features/home/home-page.tsx',
  '/rng': 'src/features/games/game-list-page.tsx',
  '/sports': 'src/features/games/game-centre-page.tsx',
  '/favorite': 'src/features/favourites/my-games-page.tsx',
  '/lottery': 'src/features/lottery/lottery-page.tsx',
  '/promotions': 'src/features/promotions/promotions-page.tsx',
  '/member': 'src/features/member/member-centre-page.tsx',
  '/agent': 'src/features/agent/agent-landing-page.tsx',
};

/** The static-import closure of a manifest key (the chunks loaded together with it). */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

export interface RouteReport {
  route: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Measures every route of `ROUTE_PAGES` in a built `dist/`. */
export function report(dist: string): RouteReport[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // index.html's entry and early.ts (the first script, see vite.config.ts): the page loads both.
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('no entry chunk in the manifest');
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (file: string) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(dist, file));
      sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return sizes.get(file) as { raw: number; gzip: number };
  };
  return Object.entries(ROUTE_PAGES).flatMap(([route, page]) => {
    if (!manifest[page]) return [];
    const keys = closure(
      manifest,
      page,
      entries.reduce((seen, entry) => closure(manifest, entry, seen), new Set<string>()),
    );
    const files = [...keys]
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => Boolean(file?.endsWith('.js')));
    return [
      {
        route,
        files: files.length,
        rawBytes: files.reduce((sum, file) => sum + size(file).raw, 0),
        gzipBytes: files.reduce((sum, file) => sum + size(file).gzip, 0),
      },
    ];
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distAt = process.argv.indexOf('--dist');
  const dist =
    distAt > 0 && process.argv[distAt + 1]
      ? (process.argv[distAt + 1] as string)
      : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const rows = report(dist);
  console.log('route        files   raw         gzip');
  for (const row of rows)
    console.log(
      `${row.route.padEnd(12)} ${String(row.files).padStart(5)}   ${kb(row.rawBytes).padStart(9)}   ${kb(row.gzipBytes).padStart(9)}`,
    );
  const home = rows.find((row) => row.route === '/');
  const jsonAt = process.argv.indexOf('--json');
  const withinBudget = home !== undefined && home.gzipBytes <= HOME_BUDGET_BYTES;
  if (jsonAt > 0 && process.argv[jsonAt + 1]) {
    const title = `home initial JS <= ${kb(HOME_BUDGET_BYTES)} gzip (measured ${home ? kb(home.gzipBytes) : 'nothing'})`;
    const report = {
      numPassedTests: withinBudget ? 1 : 0,
      numFailedTests: withinBudget ? 0 : 1,
      numPendingTests: 0,
      success: withinBudget,
      testResults: [
        {
          name: 'web bundle budget',
          status: withinBudget ? 'passed' : 'failed',
          assertionResults: [{ title, status: withinBudget ? 'passed' : 'failed' }],
        },
      ],
      budgetBytes: HOME_BUDGET_BYTES,
      routes: rows,
    };
    writeFileSync(process.argv[jsonAt + 1] as string, JSON.stringify(report, null, 2));
  }
  if (!home) {
    console.error('bundle-report: the home page chunk is missing from the manifest');
    process.exit(1);
  }
  if (home.gzipBytes > HOME_BUDGET_BYTES) {
    console.error(
      `bundle-report: the home's initial JS is ${kb(home.gzipBytes)} gzip, over the ${kb(HOME_BUDGET_BYTES)} budget`,
    );
    process.exit(1);
  }
  console.log(`home initial JS ${kb(home.gzipBytes)} gzip, within the ${kb(HOME_BUDGET_BYTES)} budget`);
}
