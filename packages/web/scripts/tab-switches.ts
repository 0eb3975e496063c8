/**
 * How fast the member centre's sections and the agent centre's report tabs answer a click on a slow phone: Chromium
 * (360 px) at 4x CPU slowdown logs the demo member in (on `/member`) and the demo agent (on `/agentHome`), then
 * clicks through the centre's section links `--rounds` times (default 3; the first round fetches each lazy screen)
 * and reads each click's Event Timing (`PerformanceObserver` type `event`, `durationThreshold` 16: from the input to
 * the next paint). Prints p50, p95 and max per tab (a click under 16 ms has no entry: counted as 16) and exits 1
 * when a switch took over 200 ms. `--profile N` records each click's JS CPU profile (CDP `Profiler`, from the press to
 * the paint after the screen is in) and prints per tab the N functions of most self time over the rounds: read it
 * against a build without minifying (`vite build --minify false --outDir DIR`) to see the components by name.
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/tab-switches.ts [--rounds 3] [--port 4193] [--dist packages/web/dist] [--profile 12]
 */
import { loadAverage, percentile } from '@lobby/mocks/testing/measure';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { countScripts, PHONE } from './page-js';
import { arg, asMember, launchChromium, logInAgent, startSandbox, withoutPopups } from './sandbox-browser';

/** The bound: a tab answers a click within 200 ms at 4x CPU slowdown. */
const MAX_SWITCH_MS = 200;

/**
 * Collects the clicks' Event Timing entries before the app's scripts run, and the long animation frames with their
 * scripts, for `--profile`'s account of each click (`DESCRIBE_CLICKS`).
 */
const OBSERVE_CLICKS = `(() => {
  window.__clicks = [];
  window.__entries = [];
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'click') continue;
      window.__clicks.push(entry.duration);
      window.__entries.push(entry);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  try {
    new PerformanceObserver((list) => void window.__frames.push(...list.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
})();`;

/**
 * Where each click's time went, from `seen` on: waiting for the main thread, the handlers, from the handlers to the
 * paint; the long animation frames it overlapped and their longest scripts (function, file, time, forced layout).
 */
const DESCRIBE_CLICKS = `(seen) => {
  const ms = (n) => Math.round(n);
  return window.__entries.slice(seen).map((entry) => {
    const end = entry.startTime + entry.duration;
    const over = window.__frames.filter((f) => f.startTime < end && f.startTime + f.duration > entry.startTime);
    const scripts = over.flatMap((f) => [...f.scripts]).sort((a, b) => b.duration - a.duration).slice(0, 4);
    const named = scripts.map((s) => [s.sourceFunctionName || s.invoker, s.sourceURL.split('/').pop(), ms(s.duration),
      s.forcedStyleAndLayoutDuration ? '(layout ' + ms(s.forcedStyleAndLayoutDuration) + ')' : ''].join(' '));
    return 'input ' + ms(entry.processingStart - entry.startTime) + ' + handlers ' +
      ms(entry.processingEnd - entry.processingStart) + ' + to paint ' + ms(end - entry.processingEnd) +
      ' ms; long frames ' + (over.map((f) => ms(f.duration)).join('/') || 'none') + (named.length ? ': ' + named.join(', ') : '');
  });
}`;

interface Centre {
  readonly name: string;
  readonly nav: string;
  /** Where a tab of the centre lives: the links elsewhere (the points mall) leave the centre. */
  readonly under: string;
  readonly logIn: (page: Page, origin: string) => Promise<void>;
}

const CENTRES: readonly Centre[] = [
  {
    name: 'member',
    nav: 'Member centre sections',
    under: '/member/',
    logIn: (page, origin) => asMember(page, origin, '/member'),
  },
  {
    name: 'agent',
    nav: 'Agent centre sections',
    under: '/agentHome/',
    logIn: async (page, origin) => {
      await withoutPopups(page);
      await logInAgent(page, origin);
    },
  },
];

/** Self time (ms) per function of a CPU profile, keyed `name file:line`. */
type SelfTimes = Map<string, number>;

/** What is read of a CDP `Profiler.Profile`. */
interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  }[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

/** Adds a CPU profile's self time per function (its samples' time deltas) to `into`. */
export function addSelfTimes(profile: CpuProfile, into: SelfTimes): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  (profile.samples ?? []).forEach((id, at) => {
    const frame = nodes.get(id);
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    into.set(key, (into.get(key) ?? 0) + (profile.timeDeltas?.[at] ?? 0) / 1000);
  });
}

/** Clicks the tab's link and resolves to its Event Timing duration once the screen is in and the network quiet. */
async function switchTo(page: Page, nav: string, href: string, profile?: ProfileInto): Promise<number> {
  const seen = await page.evaluate<number>('window.__clicks.length');
  const counter = countScripts(page);
  if (profile) await profile.cdp.send('Profiler.start');
  await page.getByRole('navigation', { name: nav }).locator(`a[href="${href}"]`).click();
  await page.waitForURL(`**${href}`);
  await counter.quiet();
  counter.stop();
  // The entry is queued after the next paint: two frames later it has been delivered.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  if (profile) addSelfTimes((await profile.cdp.send('Profiler.stop')).profile, profile.into);
  const clicks = await page.evaluate<number[]>('window.__clicks');
  if (profile)
    for (const parts of await page.evaluate<string[]>(`(${DESCRIBE_CLICKS})(${seen})`))
      console.log(`  ${href}: ${parts}`);
  return Math.max(16, ...clicks.slice(seen));
}

/** Where a profiled click's self times go. */
interface ProfileInto {
  readonly cdp: CDPSession;
  readonly into: SelfTimes;
}

/** Not the page's script: the browser's own work, waiting, and Playwright's injected helpers (no file, a line). */
const notThePage = (key: string) =>
  /^\((program|idle|garbage collector|root)\) /.test(key) || / :[1-9]\d*$/.test(key);

/** Prints per tab the page's script time over its clicks and the `top` functions of most self time. */
function printProfiles(profiles: ReadonlyMap<string, SelfTimes>, top: number): void {
  for (const [href, times] of profiles) {
    const rows = [...times].filter(([key]) => !notThePage(key)).sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(
      `${href}: the page's script ${total.toFixed(0)} ms over its clicks; the ${top} highest self times`,
    );
    for (const [key, ms] of rows.slice(0, top)) console.log(`  ${ms.toFixed(1)} ms\t${key}`);
  }
}

/**
 * Logs in to the centre, slows the CPU 4x, clicks every tab `rounds` times; returns the durations per tab (and
 * prints the profiles when `profileTop` is over 0).
 */
async function measureCentre(
  browser: Browser,
  origin: string,
  centre: Centre,
  rounds: number,
  profileTop: number,
) {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(OBSERVE_CLICKS);
  const page = await context.newPage();
  await centre.logIn(page, origin);
  const links = page.getByRole('navigation', { name: centre.nav }).getByRole('link');
  await links.first().waitFor();
  const hrefs = (
    await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
  ).filter((href) => href.startsWith(centre.under));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (profileTop > 0) await cdp.send('Profiler.enable');
  const durations = new Map<string, number[]>();
  const profiles = new Map<string, SelfTimes>();
  for (let round = 0; round < rounds; round++)
    for (const href of hrefs) {
      const into = profiles.get(href) ?? new Map<string, number>();
      profiles.set(href, into);
      const ms = await switchTo(page, centre.nav, href, profileTop > 0 ? { cdp, into } : undefined);
      durations.set(href, [...(durations.get(href) ?? []), ms]);
    }
  if (profileTop > 0) printProfiles(profiles, profileTop);
  await context.close();
  return durations;
}

async function main(): Promise<void> {
  const rounds = Number(arg('rounds', '3'));
  const profileTop = Number(arg('profile', '0'));
  const origin = await startSandbox(4193);
  const browser = await launchChromium();
  let over = false;
  console.log(`load average ${loadAverage()} at the start`);
  try {
    for (const centre of CENTRES) {
      for (const [href, ms] of await measureCentre(browser, origin, centre, rounds, profileTop)) {
        const sorted = [...ms].sort((a, b) => a - b);
        const max = sorted.at(-1) ?? 0;
        over ||= max > MAX_SWITCH_MS;
        console.log(
          `${href}\tp50 ${percentile(sorted, 50)} ms\tp95 ${percentile(sorted, 95)} ms\tmax ${max} ms${max > MAX_SWITCH_MS ? '\tOVER 200 ms' : ''}\t(${ms.join(', ')})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`load average ${loadAverage()} at the end`);
  process.exit(over ? 1 : 0);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
