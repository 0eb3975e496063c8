import { defineConfig } from 'tsup';

// Published build for clients outside the workspace (QA scripts, other front ends).
export default defineConfig({
  entry: ['src/index.ts', 'src/app-start.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['xstate', '@lobby/sdk'],
});
