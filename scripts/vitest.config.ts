import { defineConfig } from 'vitest/config';

// The repository scripts' own tests (the dependency audit's parsing).
export default defineConfig({ test: { name: 'scripts', include: ['*.test.ts'], environment: 'node' } });
