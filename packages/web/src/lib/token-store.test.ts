import { describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '@lobby/sdk';
import { parseRuntimeConfig } from './runtime-config';
import { createAppSdk } from './sdk';
import { isSessionKey, observableTokenStore } from './token-store';

describe('the session key (query keys name a session by it, never by its token)', () => {
  it('is a counter, new for every session, null without one, and never the token', () => {
    const tokens = observableTokenStore(memoryTokenStore('secret-a'));
    const first = tokens.sessionKey();
    expect(first).not.toContain('secret');
    expect(isSessionKey(first)).toBe(true);
    tokens.set(null);
    expect(tokens.sessionKey()).toBeNull();
    tokens.set('secret-a');
    expect(tokens.sessionKey()).not.toBe(first);
    const second = tokens.sessionKey();
    tokens.set('secret-b');
    expect(tokens.sessionKey()).not.toBe(second);
  });

  it('is kept through an ended session until the next login, or until released', () => {
    const tokens = observableTokenStore(memoryTokenStore('secret-a'));
    const refusals = vi.fn();
    tokens.onRefused(refusals);
    const key = tokens.sessionKey();
    tokens.refuse('secret-a');
    expect(refusals).toHaveBeenCalledTimes(1);
    tokens.keepSessionKey();
    tokens.set(null);
    expect(tokens.sessionKey()).toBe(key);
    tokens.set('secret-b');
    expect(tokens.sessionKey()).toBe(key);
    // The login ended the hold: the next session is a new one.
    tokens.set('secret-c');
    expect(tokens.sessionKey()).not.toBe(key);

    tokens.keepSessionKey();
    tokens.set(null);
    expect(tokens.sessionKey()).not.toBeNull();
    tokens.release();
    expect(tokens.sessionKey()).toBeNull();
  });

  it("hears a refusal only of the current token (a late 401 of an earlier session's call says nothing)", () => {
    const tokens = observableTokenStore(memoryTokenStore('secret-b'));
    const refusals = vi.fn();
    tokens.onRefused(refusals);
    tokens.refuse('secret-a');
    expect(refusals).not.toHaveBeenCalled();
    const key = tokens.sessionKey();
    tokens.set(null);
    expect(tokens.sessionKey()).toBeNull();
    expect(key).not.toBeNull();
  });
});

describe("the app's SDK", () => {
  const config = parseRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:4010', merchant: 'DEMO' });
  const answering = (status: number) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'not logged in', value: null }), { status }),
    );

  it("reports a 401 to a call that carried the session's token", async () => {
    const tokens = observableTokenStore(memoryTokenStore('secret-a'));
    const refusals = vi.fn();
    tokens.onRefused(refusals);
    const { sdk } = createAppSdk(config, () => 'EN', { tokens, fetch: answering(401) });
    await expect(sdk.wallet.getBalance()).rejects.toMatchObject({ status: 401 });
    expect(refusals).toHaveBeenCalledTimes(1);
  });

  it('reports nothing for other failures, or a 401 to a call made without a token', async () => {
    const tokens = observableTokenStore(memoryTokenStore('secret-a'));
    const refusals = vi.fn();
    tokens.onRefused(refusals);
    await expect(
      createAppSdk(config, () => 'EN', { tokens, fetch: answering(403) }).sdk.wallet.getBalance(),
    ).rejects.toBeTruthy();
    tokens.set(null);
    await expect(
      createAppSdk(config, () => 'EN', { tokens, fetch: answering(401) }).sdk.wallet.getBalance(),
    ).rejects.toBeTruthy();
    expect(refusals).not.toHaveBeenCalled();
  });
});
