/**
 * What the scripts that measure a screen's JavaScript in Chromium share (`*-js.ts` beside this file): the count of
 * the JavaScript bodies a navigation fetches, and the loop that measures each screen in a fresh phone-sized context
 * against the screen budget.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { launchChromium, startSandbox } from './sandbox-browser';

/** The issues' budget: what one screen, section or route may add, gzip, charts and texts included. */
export const SCREEN_BUDGET_KB = 40;

/** A phone's viewport: every page measured is this size. */
export const PHONE = { width: 360, height: 740 } as const;

/**
 * Counts the JavaScript bodies (as sent: gzip) the page receives from now on, and waits for a quiet
 * network. `known`: paths the page asked for before counting began (a chunk already on its way is not
 * the screen's). `LIST_CHUNKS=1` prints each chunk counted.
 */
export function countScripts(page: Page, known: ReadonlySet<string> = new Set()) {
  const sizes: Promise<number>[] = [];
  const paths: string[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const finished = (request: Request) => {
    settle();
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js') && !known.has(path)) {
      paths.push(path);
      sizes.push(
        request.sizes().then((s) => {
          if (process.env.LIST_CHUNKS) console.log(`  ${path}\t${(s.responseBodySize / 1024).toFixed(1)} KB`);
          return s.responseBodySize;
        }),
      );
    }
  };
  page.on('request', started);
  page.on('requestfailed', settle);
  page.on('requestfinished', finished);
  return {
    /** Stops counting (a page measured again gets a counter of its own). */
    stop: () => {
      page.off('request', started);
      page.off('requestfailed', settle);
      page.off('requestfinished', finished);
    },
    /** Resolves once nothing was in flight for 700 ms (the load state "networkidle" of a page already loaded resolves at once). */
    quiet: async () => {
      while (inFlight > 0 || Date.now() - lastChange < 700)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    bytes: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0),
    /** The paths of the scripts counted, in the order they arrived. */
    paths: (): readonly string[] => [...paths],
  };
}

/** One screen `measureScreens` measures. */
export interface Screen {
  /** The first column of its line. */
  readonly name: string;
  /** What its figure is added over, as its line says ("/", "/member"). */
  readonly over: string;
  /** Brings a fresh page to where the screen opens from (logged in, on the starting page): not counted. */
  readonly start: (page: Page, origin: string) => Promise<void>;
  /** Opens the screen and resolves once it shows what says it is ready: what is counted. */
  readonly open: (page: Page) => Promise<void>;
}

export interface MeasureOptions {
  /** Runs before each screen's fresh context: a sandbox reset, a sandbox switch. */
  readonly before?: (origin: string) => Promise<void>;
  /** Leaves out of the count a script the page asked for before counting began, when it arrives again. */
  readonly skipRequested?: boolean;
}

/** Sums the JavaScript (KB) `screen.open` fetches in a fresh context (an empty cache), once `screen.start` is quiet. */
async function measureScreen(
  browser: Browser,
  origin: string,
  screen: Screen,
  skipRequested: boolean,
): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const requested = new Set<string>();
  if (skipRequested) page.on('request', (request) => void requested.add(new URL(request.url()).pathname));
  await screen.start(page, origin);
  await page.waitForLoadState('networkidle');
  const counter = countScripts(page, new Set(requested));
  await screen.open(page);
  await counter.quiet();
  const kb = (await counter.bytes()) / 1024;
  await context.close();
  return kb;
}

/**
 * Serves the build with the sandbox (`--port`, default `defaultPort`), measures each screen in Chromium, prints a
 * line a screen ("OVER BUDGET" past SCREEN_BUDGET_KB) and exits 1 when one is over the budget.
 */
export async function measureScreens(
  defaultPort: number,
  screens: readonly Screen[],
  options: MeasureOptions = {},
): Promise<never> {
  const origin = await startSandbox(defaultPort);
  const browser = await launchChromium();
  let over = false;
  try {
    for (const screen of screens) {
      await options.before?.(origin);
      const kb = await measureScreen(browser, origin, screen, options.skipRequested ?? false);
      over ||= kb > SCREEN_BUDGET_KB;
      console.log(
        `${screen.name}\t${kb.toFixed(1)} KB gzip added over ${screen.over}${kb > SCREEN_BUDGET_KB ? '\tOVER BUDGET' : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
  process.exit(over ? 1 : 0);
}
