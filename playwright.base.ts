// No import of Playwright: the root has no dependency of its own on it, each suite has (the types are its own).
/**
 * Debian's Chromium at `executablePath` (CHROMIUM_PATH overrides it), without the sandbox, the GPU and a desktop
 * browser's background work (updates, sync, first-run pages): what both Playwright suites launch.
 */
export const chromiumLaunch = (executablePath: string): { executablePath: string; args: string[] } => ({
  executablePath: process.env.CHROMIUM_PATH ?? executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** The list on the console and the JSON report at PLAYWRIGHT_JSON, else `outputFile`. */
export const reporters = (outputFile: string): [['list'], ['json', { outputFile: string }]] => [
  ['list'],
  ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? outputFile }],
];
