import { defineConfig } from 'tsup';

// The published build: ESM + CJS + declarations. Consumers' bundlers tree-shake it (sideEffects: false);
// openapi-fetch stays a dependency so apps share one copy.
export default defineConfig({
  entry: { index: 'src/index.ts', 'events/index': 'src/events/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
