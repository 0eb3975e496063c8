/** The reason the timer aborts with: a failed request is then told apart from the caller's abort. */
const TIMED_OUT = Object.freeze({ reason: 'timeout' });

const expire = (controller: AbortController) => controller.abort(TIMED_OUT);

/**
 * The signal of one attempt: aborts after `timeoutMs`, or when the caller's signal does. One
 * AbortController, a timer that calls no closure, and the attempt itself as the caller's abort
 * listener (`handleEvent`), so an attempt allocates nothing else for it on the SDK's per-call path. Call `dispose`
 * when the attempt settles, or the timer and the listener outlive it.
 */
export class AttemptSignal {
  readonly #controller = new AbortController();
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #outer: AbortSignal | undefined;

  constructor(outer: AbortSignal | undefined, timeoutMs: number) {
    this.#outer = outer;
    this.#timer = setTimeout(expire, timeoutMs, this.#controller);
    outer?.addEventListener('abort', this, { once: true });
  }

  /** What the request follows. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** True when the timer, not the caller, aborted. */
  get timedOut(): boolean {
    return this.#controller.signal.reason === TIMED_OUT;
  }

  /** The caller's signal aborted: abort the attempt too. */
  handleEvent(): void {
    this.#controller.abort();
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#outer?.removeEventListener('abort', this);
  }
}
