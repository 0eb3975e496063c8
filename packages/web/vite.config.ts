import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { headersFile, parseSecurityOrigins, securityHeaders } from './src/config/security-headers';
import { precompress } from './scripts/precompress';
import { earlyEntry } from './build/early-entry';
import { collectEarlyModules, earlyModules, homeParts, STARTUP_SDK_MODULE } from './build/early-modules';

const EARLY = fileURLToPath(new URL('./src/early.ts', import.meta.url));

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

// In dev the app calls its own origin (runtime config `apiBaseUrl: ""`) and Vite forwards the
// backend paths to the sandbox, the same shape as production where one server serves both.
const sandbox = process.env.LOBBY_SANDBOX_URL ?? 'http://127.0.0.1:4010';
const backendPaths = ['/wps', '/lgw', '/lotto', '/__sandbox'];

export default defineConfig({
  plugins: [
    react(),
    earlyEntry(EARLY),
    collectEarlyModules(EARLY),
    inlineEntryCss(),
    securityHeadersFile(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // @xstate/react's shims of useSyncExternalStore for React 17 and older: React 19 has its own.
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
    // Vite's polyfill of <link rel="modulepreload"> would sit in the app's script, which early.ts loads after the
    // page's preloads were already fetched: it would fetch nothing. Lazy chunks' preloads need none (Vite's helper
    // falls back to rel="preload" where modulepreload is unknown).
    // The events channel's chunk is fetched once the page is quiet and nothing waits for it: its imports load as
    // it reads them, so the member listener's chunk (in every member's first load) carries no list of them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (/\/live-channel-[\w-]+\.js$/.test(file) ? [] : deps),
    },
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
