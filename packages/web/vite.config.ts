import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, parseSecurityOrigins, securityHeaders } from './src/config/security-headers';
import { precompress } from './scripts/precompress';

const EARLY = fileURLToPath(new URL('./src/early.ts', import.meta.url));

/**
 * The SDK tags early.ts's start-up calls (lib/startup-run.ts: system's status, whitelabel and domain route,
 * content's notices) and the home's (games: hot games, jackpot, winners, vendors). createSdk imports a tag's
 * descriptors on its first call; preloaded beside early.ts, they are there when the calls start instead of a
 * round trip later. One file (the `sdk-startup` group): as four (with the builders every tag imports) they
 * transferred 3.9 KB, together 3.4.
 */
const STARTUP_SDK_TAGS = ['system', 'content', 'games'];

/** A start-up tag's module, or what every tag's module imports (the descriptors' builders and validators). */
const STARTUP_SDK_MODULE = new RegExp(
  `/packages/sdk/src/(generated/tags/(${STARTUP_SDK_TAGS.join('|')})|runtime/(describe-tag|validate))\\.ts$`,
);

/** The file of the start-up's SDK tags (see the `sdk-startup` group) and what it imports. */
function startupSdkChunks(
  bundle: Record<string, { type: string; fileName: string; moduleIds?: string[]; imports?: string[] }>,
): string[] {
  const files: string[] = [];
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.moduleIds?.some((id) => STARTUP_SDK_MODULE.test(id)))
      files.push(...(chunk.imports ?? []), chunk.fileName);
  return files;
}

/**
 * src/early.ts as an entry of its own, the page's only script (see src/lib/boot.ts): Vite merges every
 * module script of index.html into one entry, so the build takes it as a second input, and this plugin
 * writes its script tag (and preloads of the chunks it imports) into the page in place of the app's.
 * The app's script and its libraries' chunk ('framework') are named in meta tags instead: early.ts loads them
 * once start-up has settled and the home's first banner is on screen, so until then the start-up calls and the
 * banner have the network to themselves. In dev there is no such tag: main.tsx imports the same boot module.
 */
function earlyEntry(): Plugin {
  return {
    name: 'lobby-early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.facadeModuleId === EARLY,
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error('early.ts was not built as an entry');
        const app = /(\s*)<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        if (!app.test(html)) throw new Error("the app's script tag was not found in index.html");
        const framework = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.name === 'framework',
        );
        // Vite preloads the app entry's imports (the framework, the bundler's runtime): they are the app's, not
        // fetched before its turn. What early.ts itself imports is preloaded below.
        const page = html.replace(/\s*<link rel="modulepreload" crossorigin href="\/[^"]+">/g, '');
        const preloads = new Set([...chunk.imports, ...startupSdkChunks(context.bundle ?? {})]);
        return page.replace(app, (_tag, indent: string, src: string) =>
          [
            `<meta name="lobby-app" content="${src}">`,
            ...(framework ? [`<meta name="lobby-framework" content="/${framework.fileName}">`] : []),
            `<script type="module" crossorigin src="/${chunk.fileName}"></script>`,
            ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ]
            .map((tag) => `${indent}${tag}`)
            .join(''),
        );
      },
    },
  };
}

/** react-router's own folder (a dependency of react-router-dom, not of this package). */
const REACT_ROUTER = dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json')).resolve(
    'react-router/package.json',
  ),
);

/**
 * react-router's production build in the app's build: its package exports name the development one only
 * (its warnings, kept in by a constant rather than `process.env.NODE_ENV`). Its top-level
 * `X.displayName = "X"` lines (names for React's devtools) go, and its top-level `forwardRef`/`createContext`
 * calls are marked pure: a property write and an unmarked call count as side effects, so each kept its
 * component in the start-up script whether the app uses it or not (`Form`, `useSubmit` and the
 * form-submission helpers, `ScrollRestoration`, `HistoryRouter`: 5.5 KB before compression; issue 16).
 */
function reactRouterProduction(): Plugin {
  const build = join(REACT_ROUTER, 'dist', 'production');
  return {
    name: 'lobby-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      handler(id) {
        return join(build, id === 'react-router' ? 'index.mjs' : 'dom-export.mjs');
      },
    },
    transform: {
      filter: { id: /\/react-router\/dist\/production\/chunk-\w+\.mjs$/ },
      handler(code) {
        const pure = code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext)\()/gm, '$1/* @__PURE__ */ $2');
        return { code: pure, map: null };
      },
    },
  };
}

/**
 * The entry's stylesheet (about 4 KB gzip) written into index.html: a linked one blocks the first paint
 * until it arrives, which on a phone is a round trip after the page itself.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'lobby-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (tag, fileName: string) => {
            const asset = context.bundle?.[fileName];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * `dist/_headers`: the security headers (CSP and the rest) a host applies to the site, from the deployment's
 * origins file (`LOBBY_SECURITY_ORIGINS`, default `security-origins.json`: the sandbox's). See
 * src/config/security-headers.ts.
 */
function securityHeadersFile(): Plugin {
  return {
    name: 'lobby-security-headers',
    apply: 'build',
    generateBundle() {
      const file =
        process.env.LOBBY_SECURITY_ORIGINS ??
        fileURLToPath(new URL('./security-origins.json', import.meta.url));
      const origins = parseSecurityOrigins(JSON.parse(readFileSync(file, 'utf8')));
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(securityHeaders(origins)) });
    },
  };
}

const MAIN = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const HOME_PAGE = fileURLToPath(new URL('./src/features/home/home-page.tsx', import.meta.url));
/**
 * The modules the home page's chunk shares with other pages (filled in with `earlyModules`): one file instead of
 * the five of a few hundred bytes each the bundler made of them (a file per set of pages sharing it). Each paid its
 * own request and compressed alone (the smallest were sent uncompressed); together they transfer 1.5 KB instead of
 * 2.8 (issue 16). The game pages that use some of them download the rest too (about 1 KB).
 */
const homeParts = new Set<string>();
/** The modules early.ts loads, filled in once the module graph is known (see `codeSplitting`). */
const earlyModules = new Set<string>();
/**
 * Package indexes early.ts must not reach: the group below takes every module early.ts imports, used or
 * not, so one import of the flows' index put every machine into the first script (36 -> 58 KB gzip). The
 * start-up imports `@lobby/flows/app-start` instead.
 */
const NOT_EARLY = [fileURLToPath(new URL('../flows/src/index.ts', import.meta.url))];
/**
 * What the SDK's index reaches only to re-export it, and createSdk imports on a tag's first call instead (its
 * operations' descriptors and validators, the RSA half of the encrypted calls' codec, issue 16): left to the
 * chunks of the tags that use it, not walked into early.ts's group (which would put all of it back into the first
 * script). DES stays: the start-up decodes the customer-service path with it.
 */
const SDK_ON_DEMAND = /\/packages\/sdk\/src\/(generated\/operations|codec\/(codec|rsa|random-key))\.ts$/;
function collectEarlyModules(): Plugin {
  return {
    name: 'lobby-early-modules',
    apply: 'build',
    buildEnd() {
      const visit = (id: string, from: string) => {
        if (earlyModules.has(id) || SDK_ON_DEMAND.test(id)) return;
        if (NOT_EARLY.includes(id))
          this.error(
            `${from} brings ${id} into early.ts's script: import the start-up's entry (@lobby/flows/app-start)`,
          );
        earlyModules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next, id);
      };
      visit(EARLY, EARLY);
      // What the home page's chunk imports besides start-up's code and its own folder (the game cards, grids and
      // their empty and error states, shared with the game pages).
      const startup = new Set(earlyModules);
      const walk = (id: string, into: Set<string>, stop: ReadonlySet<string>) => {
        if (into.has(id) || stop.has(id) || id.includes('/node_modules/')) return;
        into.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next, into, stop);
      };
      walk(MAIN, startup, new Set());
      const reached = new Set<string>();
      walk(HOME_PAGE, reached, startup);
      for (const id of reached) if (!id.includes('/src/features/home/')) homeParts.add(id);
    },
  };
}

// In dev the app calls its own origin (runtime config `apiBaseUrl: ""`) and Vite forwards the
// backend paths to the sandbox, the same shape as production where one server serves both.
const sandbox = process.env.LOBBY_SANDBOX_URL ?? 'http://127.0.0.1:4010';
const backendPaths = ['/wps', '/lgw', '/lotto', '/__sandbox'];

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    earlyEntry(),
    collectEarlyModules(),
    inlineEntryCss(),
    securityHeadersFile(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // @xstate/react's shims of useSyncExternalStore for React 17 and older: React 19 has its own (issue 16).
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(backendPaths.map((path) => [path, { target: sandbox, changeOrigin: true }])),
  },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Files stay files for what is fetched as data (src/lib/startup-texts.ts: EN's start-up texts), not
    // data: URLs written into the script that names them.
    assetsInlineLimit: (file: string) => (file.endsWith('.json') ? false : undefined),
    // Read by scripts/bundle-report.ts (initial JavaScript per route).
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), early: EARLY },
      output: {
        // Start-up code in two files, not fourteen (some of a few bytes, split off because lazy pages share
        // them; on a phone each file costs a round trip over at most six connections): what early.ts loads,
        // and the rest of what the entries import statically.
        codeSplitting: {
          groups: [
            { name: 'early', test: (id: string) => earlyModules.has(id), priority: 3 },
            // The libraries apart from the app's own code: early.ts evaluates them in a task of their own (one
            // script's evaluation is one task, and the two together made the longest task of the start-up).
            {
              name: 'framework',
              tags: ['$initial'],
              test: (id: string) => !earlyModules.has(id) && id.includes('/node_modules/'),
              priority: 2,
            },
            { name: 'startup', tags: ['$initial'], test: (id: string) => !earlyModules.has(id), priority: 1 },
            // The start-up's SDK tags and their shared builders: one file preloaded beside early.ts, not four.
            { name: 'sdk-startup', test: (id: string) => STARTUP_SDK_MODULE.test(id), priority: 3 },
            // Not start-up's: loaded beside the home page's chunk (it imports them), not before it.
            { name: 'home-parts', test: (id: string) => homeParts.has(id), priority: 1 },
          ],
        },
      },
    },
  },
});
