import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// In dev the app calls its own origin (runtime config `apiBaseUrl: ""`) and Vite forwards the
// backend paths to the sandbox, the same shape as production where one server serves both.
const sandbox = process.env.LOBBY_SANDBOX_URL ?? 'http://127.0.0.1:4010';
const backendPaths = ['/wps', '/lgw', '/lotto', '/__sandbox'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(backendPaths.map((path) => [path, { target: sandbox, changeOrigin: true }])),
  },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/bundle-report.ts (initial JavaScript per route).
    manifest: true,
    chunkSizeWarningLimit: 400,
  },
});
