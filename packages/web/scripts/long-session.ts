/**
 * A member's tab left open on the home (the notice popups taken out, as after closing them) for `--minutes` (default
 * 30): every minute, after a garbage collection, the JS heap, the DOM nodes, the event listeners (all, and those on
 * window and document) and the live timers (setTimeout not yet fired or cleared, setInterval not cleared, counted
 * by an init script wrapping them). Before the wait, the animations (the marquee, the winner lists, the jackpot
 * counter) are checked to stand still while the tab is away and to move again once it is back. Exits 1 when the heap
 * grew more than 10 MB, timers or listeners kept growing, or an animation did not pause or resume.
 *
 *   corepack pnpm --filter @lobby/web build
 *   corepack pnpm --filter @lobby/web exec tsx scripts/long-session.ts [--minutes 30] [--port 4196] [--dist packages/web/dist]
 */
import { loadavg } from 'node:os';
import { loadAverage } from '@lobby/mocks/testing/measure';
import type { CDPSession, Page } from '@playwright/test';
import { PHONE } from './page-js';
import { arg, asMember, launchChromium, startSandbox } from './sandbox-browser';

/** The bound on the heap's growth over the session. */
const MAX_HEAP_GROWTH_MB = 10;

/** How far timers and listeners may rise past their level of the session's first half before they count as piling up. */
const SLACK = { timers: 3, listeners: 10 } as const;

/** Counts the live timers: wraps setTimeout/setInterval and their clears before the app's scripts run. */
const COUNT_TIMERS = `(() => {
  const live = new Set();
  const { setTimeout: st, setInterval: si, clearTimeout: ct, clearInterval: ci } = window;
  window.setTimeout = (fn, ms, ...rest) => {
    const id = st((...a) => { live.delete(id); return typeof fn === 'function' ? fn(...a) : undefined; }, ms, ...rest);
    live.add(id);
    return id;
  };
  window.setInterval = (fn, ms, ...rest) => { const id = si(fn, ms, ...rest); live.add(id); return id; };
  window.clearTimeout = (id) => { live.delete(id); return ct(id); };
  window.clearInterval = (id) => { live.delete(id); return ci(id); };
  window.__liveTimers = () => live.size;
})();`;

interface Sample {
  readonly minute: number;
  readonly heapMb: number;
  readonly nodes: number;
  readonly listeners: number;
  readonly windowDocumentListeners: number;
  readonly timers: number;
}

async function listenersOn(cdp: CDPSession, expression: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  if (!result.objectId) return 0;
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
  return listeners.length;
}

async function sample(page: Page, cdp: CDPSession, minute: number): Promise<Sample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  const counters = await cdp.send('Memory.getDOMCounters');
  const onWindowAndDocument = (await listenersOn(cdp, 'window')) + (await listenersOn(cdp, 'document'));
  const timers = await page.evaluate<number>('window.__liveTimers()');
  return {
    minute,
    heapMb: heap / 1024 / 1024,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
    windowDocumentListeners: onWindowAndDocument,
    timers,
  };
}

/** Whether a series ends above the highest it reached in the session's first half (by more than `slack`). */
export function keepsGrowing(series: readonly number[], slack: number): boolean {
  const firstHalf = series.slice(0, Math.max(1, Math.ceil(series.length / 2)));
  return (series.at(-1) ?? 0) > Math.max(...firstHalf) + slack;
}

/**
 * What moves on the home in `ms`: the jackpot's DOM changes (its amount and the count read aloud), and how far the
 * CSS animations' clocks of the marquee and the winner lists advanced (ms, the least of each kind's elements).
 * `hide`: the page tells itself it is hidden for that time (visibilityState and its event, as a background tab gets
 * them), then shown again. A string: tsx would name the functions of a callback with a helper the page lacks.
 */
const MOTION = `async (ms, hide) => {
  const setState = (state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  // A roll under way when the page hides ends in its frames (900 ms; a hidden page draws none): counted after it.
  if (hide) setState('hidden');
  if (hide) await new Promise((resolve) => setTimeout(resolve, 1000));
  const clocks = (selector) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAnimations()[0]?.currentTime ?? 0);
  const before = { marquee: clocks('.marquee__track'), winners: clocks('.scrolling-list__track--moving') };
  const jackpot = document.querySelector('.jackpot');
  let changes = 0;
  const observer = new MutationObserver((records) => void (changes += records.length));
  if (jackpot) observer.observe(jackpot, { subtree: true, childList: true, characterData: true });
  await new Promise((resolve) => setTimeout(resolve, ms));
  if (hide) {
    setState('visible');
    delete document.visibilityState;
    delete document.hidden;
  }
  observer.disconnect();
  const advanced = (key, selector) => {
    const after = clocks(selector);
    return after.length === 0 ? -1 : Math.round(Math.min(...after.map((time, at) => time - (before[key][at] ?? 0))));
  };
  return {
    jackpot: changes,
    marquee: advanced('marquee', '.marquee__track'),
    winners: advanced('winners', '.scrolling-list__track--moving'),
  };
}`;

/** The jackpot's DOM changes and the marquee's and winner lists' animation clocks' advance (-1: none on the page). */
interface Motion {
  readonly jackpot: number;
  readonly marquee: number;
  readonly winners: number;
}

const motion = (page: Page, ms: number, hide = false): Promise<Motion> =>
  page.evaluate(`(${MOTION})(${ms}, ${hide})`);

/**
 * The animations stop while the tab is away and go on when it is back: the page is told it is hidden (its
 * visibilityState and event, as a background tab gets them) and the jackpot, the marquee and the winner lists must
 * stand still, then move again once shown. Headless Chromium keeps every tab `visible` (another tab in front, a
 * minimised window) and does not freeze a visible page, so the hidden state is told to the page.
 */
async function pausesWhileHidden(page: Page): Promise<boolean> {
  const shown = await motion(page, 10_000);
  const hidden = await motion(page, 20_000, true);
  const again = await motion(page, 10_000);
  const kinds = ['jackpot', 'marquee', 'winners'] as const;
  const fine = kinds.map((kind) => {
    const ok = shown[kind] > 0 && hidden[kind] === 0 && again[kind] > 0;
    console.log(
      `${kind}: ${shown[kind]} in 10 s shown, ${hidden[kind]} in 20 s hidden, ${again[kind]} in 10 s shown again ` +
        `(${kind === 'jackpot' ? 'DOM changes' : 'ms of animation'}): ${ok ? 'pauses and resumes' : 'DOES NOT PAUSE OR RESUME'}`,
    );
    return ok;
  });
  return fine.every(Boolean);
}

const line = (s: Sample) =>
  `${s.minute}\t${s.heapMb.toFixed(2)} MB\t${s.nodes} nodes\t${s.listeners} listeners (${s.windowDocumentListeners} on window+document)\t${s.timers} timers\tload ${loadavg()[0]?.toFixed(1)}`;

/** The samples' verdict, printed: true when the session stayed light. */
function verdict(samples: readonly Sample[]): boolean {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last) return false;
  const growth = last.heapMb - first.heapMb;
  const timers = keepsGrowing(
    samples.map((s) => s.timers),
    SLACK.timers,
  );
  const listeners =
    keepsGrowing(
      samples.map((s) => s.listeners),
      SLACK.listeners,
    ) ||
    keepsGrowing(
      samples.map((s) => s.windowDocumentListeners),
      SLACK.listeners,
    );
  const heapMax = Math.max(...samples.map((s) => s.heapMb));
  console.log(
    `heap ${first.heapMb.toFixed(2)} -> ${last.heapMb.toFixed(2)} MB (growth ${growth.toFixed(2)} MB, max ${heapMax.toFixed(2)}, bound ${MAX_HEAP_GROWTH_MB}); ` +
      `nodes ${first.nodes} -> ${last.nodes}; listeners ${first.listeners} -> ${last.listeners}${listeners ? ' KEEP GROWING' : ''}; ` +
      `timers ${first.timers} -> ${last.timers}${timers ? ' KEEP GROWING' : ''}`,
  );
  return growth <= MAX_HEAP_GROWTH_MB && !timers && !listeners;
}

async function main(): Promise<void> {
  const minutes = Number(arg('minutes', '30'));
  const origin = await startSandbox(4196);
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(COUNT_TIMERS);
  const page = await context.newPage();
  await asMember(page, origin);
  await page.locator('.jackpot').waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  console.log(`load average ${loadAverage()} at the start`);
  const paused = await pausesWhileHidden(page);
  const samples: Sample[] = [];
  for (let minute = 0; minute <= minutes; minute++) {
    if (minute > 0) await page.waitForTimeout(60_000);
    samples.push(await sample(page, cdp, minute));
    console.log(line(samples.at(-1)!));
  }
  const light = verdict(samples);
  console.log(`load average ${loadAverage()} at the end`);
  await browser.close();
  process.exit(light && paused ? 0 : 1);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
