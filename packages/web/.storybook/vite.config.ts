import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const workerFile = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');

/** MSW's service worker script at the catalogue's root (the sandbox answers the screens' calls through it). */
function mswWorker(): Plugin {
  return {
    name: 'lobby-catalogue-msw-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerFile));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerFile) });
    },
  };
}

/** The catalogue's Vite settings: the app's React plugin and `@/` alias, and the sandbox's worker. */
export default defineConfig({
  plugins: [react(), mswWorker()],
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
});
