import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActors, startActor, flush, networkError, serverError } from '../testing/fakes.js';
import {
  appStartActors,
  appStartMachine,
  START_CONFIG_TIMEOUT_MS,
  START_DOMAIN_TIMEOUT_MS,
} from './app-start.machine.js';

const config = (status: 0 | 1 | 2, supportedLanguages = ['EN', 'TY']) =>
  ({
    status,
    info: { supportedLanguages, whitelabel: [{ modId: 'FREEPLAY3', enabled: '1' }] },
    location: { ip: '1.2.3.4' },
  }) as never;

function start(
  impls: Partial<Parameters<typeof fakeActors>[0]> = {},
  storedLanguage: string | null = 'TY',
  clock?: SimulatedClock,
) {
  const { actors, calls } = fakeActors({
    loadStatus: async () => config(0),
    loadWhitelabel: async () => [
      { modId: 'MOBILENUMREG3', enabled: '1', childrenNodes: [{ modId: 'REGMOBVERF3', enabled: '0' }] },
    ],
    checkDomain: async () => ({ valid: true }),
    ...impls,
  });
  const { actor, emitted } = startActor(appStartMachine.provide({ actors }), {
    input: { storedLanguage, domain: 'www.example.com' },
    ...(clock ? { clock } : {}),
  });
  return { actor, calls, emitted };
}

describe('app start-up', () => {
  it('loads status and whitelabel, checks the domain, and is ready with flags and language', async () => {
    const { actor, calls, emitted } = start();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({
      flags: { MOBILENUMREG3: true, REGMOBVERF3: false },
      language: 'TY',
    });
    expect(calls.checkDomain).toHaveBeenCalledWith({ domain: 'www.example.com' });
    expect(emitted).toEqual([{ type: 'language', language: 'TY' }]);
  });
  it('asks for the whitelabel tree without waiting for the configuration', async () => {
    const { actor, calls } = start({ loadStatus: () => new Promise(() => undefined) });
    await flush();
    expect(calls.loadWhitelabel).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });
  it('a whitelabel answer before the configuration keeps its flags and still waits for the configuration', async () => {
    let answer: (value: never) => void = () => undefined;
    const { actor } = start({ loadStatus: () => new Promise((resolve) => (answer = resolve)) });
    await flush();
    expect(actor.getSnapshot().context.flags).toEqual({ MOBILENUMREG3: true, REGMOBVERF3: false });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    answer(config(0));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });
  it('falls back to EN for a stored language the configuration does not support', async () => {
    const { actor } = start({}, 'JA');
    await flush();
    expect(actor.getSnapshot().context.language).toBe('EN');
  });
  it('renders maintenance (1) with a refresh, and region restricted (2) without the domain check', async () => {
    const maintenance = start({ loadStatus: async () => config(1) });
    const blocked = start({ loadStatus: async () => config(2) });
    await flush();
    expect(maintenance.actor.getSnapshot().value).toBe('maintenance');
    expect(blocked.actor.getSnapshot().value).toBe('regionRestricted');
    expect(blocked.calls.checkDomain).not.toHaveBeenCalled();
    maintenance.actor.send({ type: 'RETRY' });
    expect(maintenance.calls.loadStatus).toHaveBeenCalledTimes(2);
  });
  it("a failed domain check shows 'Invalid URL, please contact customer service' and retries", async () => {
    let valid = false;
    const { actor, calls } = start({ checkDomain: async () => ({ valid }) });
    await flush();
    expect(actor.getSnapshot().value).toBe('invalidUrl');
    expect(actor.getSnapshot().context.error?.key).toBe('error_invalid_url');
    valid = true;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(calls.checkDomain).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('ready');
  });
  it('a failing configuration call offers a retry; a failing whitelabel call uses the configuration tree', async () => {
    const down = start({ loadStatus: () => Promise.reject(networkError()) });
    await flush();
    expect(down.actor.getSnapshot().value).toBe('failed');
    expect(down.actor.getSnapshot().context.error?.key).toBe('network_abnormal');
    const noMenu = start({ loadWhitelabel: () => Promise.reject(serverError('menu down')) });
    await flush();
    expect(noMenu.actor.getSnapshot().output).toMatchObject({ flags: { FREEPLAY3: true } });
  });
  it('appStartActors call the catalogue operations', async () => {
    const sdk = {
      system: {
        getSystemStatus: vi.fn(async () => config(0)),
        getWhitelabel: vi.fn(async () => []),
        getDomainRoute: vi.fn(async () => ({ valid: true })),
      },
    };
    const actor = createActor(appStartMachine.provide({ actors: appStartActors(sdk as never) }), {
      input: { storedLanguage: null, domain: 'a.b' },
    }).start();
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(sdk.system.getDomainRoute).toHaveBeenCalledWith({ domain: 'a.b' }, expect.anything());
  });
});

describe('app start-up against a backend that does not answer', () => {
  const never = () => new Promise<never>(() => undefined);

  it('gives up on the configuration within its time and shows the retry screen; leaving aborts the calls', async () => {
    const clock = new SimulatedClock();
    const signals: AbortSignal[] = [];
    const hanging = fromPromise<never>(({ signal }) => (signals.push(signal), never()));
    const { actor } = startActor(
      appStartMachine.provide({
        actors: {
          loadStatus: hanging as never,
          loadWhitelabel: hanging as never,
          checkDomain: hanging as never,
        },
      }),
      { input: { storedLanguage: 'TY', domain: 'www.example.com' }, clock },
    );
    await flush();
    clock.increment(START_CONFIG_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'page_timeout' });
    expect(signals).toHaveLength(2);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('gives up on a domain check that never answers, so start-up ends within 10 s in all', async () => {
    expect(START_CONFIG_TIMEOUT_MS + START_DOMAIN_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    const clock = new SimulatedClock();
    const { actor } = start({ checkDomain: never }, 'TY', clock);
    await flush();
    expect(actor.getSnapshot().matches('checkingDomain')).toBe(true);
    clock.increment(START_DOMAIN_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('a configuration that answers in time cancels the timer: no failure later', async () => {
    const clock = new SimulatedClock();
    const { actor } = start({}, 'TY', clock);
    await flush();
    clock.increment(START_CONFIG_TIMEOUT_MS + START_DOMAIN_TIMEOUT_MS);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
