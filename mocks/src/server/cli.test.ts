import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MERCHANT } from '../world/accounts';

const mocks = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// One device for every start, so the same calls meet the same world.
const DEVICE = '00000000-0000-4000-8000-000000000001';

/** A CLI sandbox in its own process: its address, what it printed so far, and how to stop it. */
interface Served {
  url: string;
  out: () => string;
  stop: () => Promise<number | null>;
}

async function serve(...args: string[]): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--port', '0', ...args], {
    cwd: mocks,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address printed: ${out}`)), 15_000);
    child.stdout.on('data', () => {
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (found?.[1] && out.includes('Controls:')) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
  const stop = () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  };
  return { url, out: () => out, stop };
}

const sdkOf = (url: string) =>
  createSdk({ baseUrl: url, merchant: MERCHANT, tokenStore: memoryTokenStore(), retry: { retries: 0 } });

/** An id token from the social provider's consent page of a sandbox. */
async function idTokenFrom(url: string): Promise<string> {
  const form = new URLSearchParams({
    client_id: 'lobby-sandbox-google',
    origin: 'http://127.0.0.1:4260',
    state: 'state-1234abcd',
    identity: 'player',
  });
  const page = await (await fetch(`${url}/__sandbox/oauth/google`, { method: 'POST', body: form })).text();
  return /data-id-token="([^"]+)"/.exec(page)?.[1] ?? '';
}

/** What a client sees of a sandbox's secrets on its first calls: the same calls on every start. */
async function secretsSeen(url: string) {
  const sdk = sdkOf(url);
  const login = { username: 'demo', password: 'demo1234', loginDeviceId: DEVICE };
  const { token } = await sdk.session.login({ ...login, type: 'username' });
  const captcha = await sdk.session.getCaptcha({});
  const { modulus } = await sdk.session.getRsaKey();
  return { token, captcha, modulus };
}

/** Whether sandbox `b` accepts the id token signed by sandbox `a`. */
const acceptsTokenOf = async (a: string, b: string): Promise<boolean> =>
  sdkOf(b)
    .session.socialLogin({ provider: 'google', idToken: await idTokenFrom(a), loginDeviceId: DEVICE })
    .then(
      () => true,
      () => false,
    );

/** Whether a WebSocket to the sandbox's events channel opens. */
const opens = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws/events`);
    ws.once('open', () => {
      ws.close();
      resolve(true);
    });
    ws.once('error', () => resolve(false));
  });

describe('the serve CLI', () => {
  it('starts on the port asked for, prints its address and the demo accounts, and stops on SIGTERM', async () => {
    const sandbox = await serve('--seed', 'cli-test');
    expect(sandbox.out()).toContain('demo');
    expect(sandbox.out()).toContain('agent1234');
    const health = (await (await fetch(`${sandbox.url}/__sandbox/health`)).json()) as {
      value: { seed: string };
    };
    expect(health.value.seed).toBe('cli-test');
    expect(await sandbox.stop()).toBe(0);
  });

  it('serves the events channel unless --no-socket', async () => {
    const [on, off] = await Promise.all([serve(), serve('--no-socket')]);
    try {
      expect(on.out()).toMatch(/Events: ws:\/\/127\.0\.0\.1:\d+\/ws\/events/);
      expect(off.out()).toContain('Events: off (--no-socket)');
      const [openedOn, openedOff] = await Promise.all([opens(on.url), opens(off.url)]);
      expect([openedOn, openedOff]).toEqual([true, false]);
    } finally {
      await Promise.all([on.stop(), off.stop()]);
    }
  });

  it('without controls, draws tokens, codes and keys afresh on every start', async () => {
    const [a, b] = await Promise.all([serve('--no-controls'), serve('--no-controls')]);
    try {
      const [seenA, seenB] = await Promise.all([secretsSeen(a.url), secretsSeen(b.url)]);
      expect(seenA.token).not.toBe(seenB.token);
      expect(seenA.captcha).not.toBe(seenB.captcha);
      expect(seenA.modulus).not.toBe(seenB.modulus);
      expect(await acceptsTokenOf(a.url, a.url)).toBe(true);
      expect(await acceptsTokenOf(a.url, b.url)).toBe(false);
      expect(a.out()).toContain('secrets drawn afresh');
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('without controls but with a seed, replays the same secrets on every start', async () => {
    const [a, b] = await Promise.all([
      serve('--no-controls', '--seed', 'x'),
      serve('--no-controls', '--seed', 'x'),
    ]);
    try {
      const [seenA, seenB] = await Promise.all([secretsSeen(a.url), secretsSeen(b.url)]);
      expect(seenA).toEqual(seenB);
      expect(await acceptsTokenOf(a.url, b.url)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
