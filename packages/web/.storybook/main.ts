import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

/**
 * The component catalogue: shared components and key screens in each state, the screens talking to the
 * sandbox (@lobby/mocks' handlers in MSW's service worker), not to a second fake. Built by
 * scripts/test.d/22-catalogue.sh; see the root README for opening it.
 */
const config: StorybookConfig = {
  stories: ['../catalogue/**/*.stories.tsx'],
  framework: {
    name: '@storybook/react-vite',
    // The app's vite.config.ts shapes the production entries (early.ts, chunk groups); the catalogue has its own.
    options: { builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables from react-docgen would take 84 % of the build's time; the stories show the states instead.
  typescript: { reactDocgen: false },
  // One preview bundle holds the app with the sandbox (its spec and world): large on purpose, never shipped.
  // Rolldown's plugin timings are a note on a slow machine (ours is shared), not a fault of the build.
  viteFinal: (vite) => ({
    ...vite,
    build: {
      ...vite.build,
      chunkSizeWarningLimit: 4000,
      rolldownOptions: {
        ...vite.build?.rolldownOptions,
        checks: { ...vite.build?.rolldownOptions?.checks, pluginTimings: false },
      },
    },
  }),
};

export default config;
