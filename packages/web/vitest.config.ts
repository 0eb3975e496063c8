import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The test files that replace modules (vi.mock, vi.doMock, vi.resetModules): they run in
 * vitest.isolated.config.ts, each with a fresh module graph, since a module another file has already
 * loaded would keep its real imports.
 */
export const moduleMockingTests = [
  'src/app/modal-host.test.tsx',
  'src/components/banners/banner-timings.test.tsx',
  'src/components/ui/rich-text.test.tsx',
  'src/features/home/home-blocks.test.tsx',
  'src/lib/phone-auth/firebase-phone-auth.test.ts',
  'src/lib/sanitize.test.ts',
  'src/lib/startup-texts.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: '@lobby/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...moduleMockingTests],
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
    // A worker keeps its modules and its jsdom from one test file to the next: React, the router, the
    // SDK and the MSW sandbox are imported and jsdom is built once a worker instead of once a file, most
    // of the step's CPU (this project alone: 380 s with isolation, 138 s without). The setup file still
    // runs for every file and cleans the DOM and storage after every test.
    isolate: false,
    // jsdom, lazy chunks and the RSA/DES codec are slow on the shared two-core machine under load.
    testTimeout: 15_000,
  },
});
