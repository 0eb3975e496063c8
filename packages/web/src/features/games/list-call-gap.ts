import { LIST_CALL_GAP_MS } from '@lobby/flows';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

// One clock for every game list call on the page (lists, search): two lists still keep the gap.
let lastCall = 0;

/**
 * Runs one game list call at least 300 ms after the previous one ended (fast scrolling, filter
 * changes or typing wait instead of flooding the backend).
 */
export async function withListGap<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  await sleep(lastCall + LIST_CALL_GAP_MS - Date.now(), signal);
  lastCall = Date.now();
  // The gap counts from the end of a call too, so a slow answer never lets the next one crowd it.
  return call().finally(() => {
    lastCall = Date.now();
  });
}
