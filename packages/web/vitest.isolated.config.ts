import { defineConfig } from 'vitest/config';
import web, { moduleMockingTests } from './vitest.config';

// The web tests that replace modules, one fresh module graph and jsdom a file (vitest.config.ts says why).
export default defineConfig({
  ...web,
  test: { ...web.test, name: '@lobby/web:isolated', include: moduleMockingTests, exclude: [], isolate: true },
});
