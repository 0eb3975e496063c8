import { afterEach, describe, expect, it, vi } from 'vitest';
import { allOperations } from './generated/operations.js';
import { operationModules } from './generated/tags.js';
import { isLobbyError } from './runtime/lobby-error.js';
import type { OperationDescriptor } from './runtime/operation-descriptor.js';
import { memoryTokenStore } from './runtime/token-store.js';
import { envelope, fakeFetch } from './testing/fake-fetch.js';

const MEMBER = { id: 'm1', account: 'player01', nickname: null, type: 0 };
/** Answers a validator should agree on whichever copy it is (accepted: undefined; refused: the message). */
const SAMPLES = [undefined, null, 0, 'x', true, [], {}, MEMBER, { list: [], total: 0 }];

describe("the descriptors' modules createSdk loads", () => {
  it('list every operation once, under its own tag, apart from the calls of the other kind (token or not)', () => {
    const listed = Object.values(operationModules).flatMap(({ tag, operations }) =>
      operations.map((id) => `${tag}.${id}`),
    );
    expect(listed.sort()).toEqual(allOperations.map((op) => `${op.tag}.${op.operationId}`).sort());
    const byId = new Map(allOperations.map((op) => [op.operationId, op]));
    for (const [name, { operations }] of Object.entries(operationModules))
      for (const id of operations) expect(byId.get(id)!.token, `${name}.${id}`).toBe(name.endsWith('.token'));
  });

  it('hold the same descriptors and validators as the ones the package exports', async () => {
    const byId = new Map<string, OperationDescriptor>(allOperations.map((op) => [op.operationId, op]));
    const session = (await operationModules.session.load()) as Record<string, OperationDescriptor>;
    for (const { operations, load } of Object.values(operationModules)) {
      const module = (await load()) as Record<string, OperationDescriptor>;
      for (const id of operations) {
        const lazy = module[id]!;
        const eager = byId.get(id)!;
        const { validate, encryption, ...fields } = lazy;
        const { validate: eagerValidate, encryption: eagerEncryption, ...eagerFields } = eager;
        expect(fields, id).toEqual(eagerFields);
        for (const sample of SAMPLES)
          expect(validate(sample, 'value'), `${id} on ${JSON.stringify(sample)}`).toEqual(
            eagerValidate(sample, 'value'),
          );
        expect(encryption?.codec, id).toBe(eagerEncryption?.codec);
        if (encryption) expect(encryption.publicKey, id).toBe(session['getRsaKey']);
      }
    }
  });
});

describe('createSdk before a module is loaded', () => {
  afterEach(() => {
    vi.doUnmock('./generated/tags.js');
    vi.resetModules();
  });

  /** createSdk over a table whose member calls' module fails to arrive `failures` times, counting the loads. */
  async function withFlakyMemberTag(failures: number) {
    vi.resetModules();
    const loads = { count: 0 };
    const real = await import('./generated/tags.js');
    vi.doMock('./generated/tags.js', () => ({
      operationModules: {
        ...real.operationModules,
        'member.token': {
          ...real.operationModules['member.token'],
          load: () => {
            loads.count++;
            return loads.count <= failures
              ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
              : real.operationModules['member.token'].load();
          },
        },
      },
    }));
    const { createSdk } = await import('./create-sdk.js');
    const fake = fakeFetch(() => envelope(MEMBER));
    const sdk = createSdk({
      baseUrl: 'http://127.0.0.1:4010',
      merchant: 'DEMO',
      tokenStore: memoryTokenStore('tok-123'),
      fetch: fake.fetch,
    });
    return { sdk, fake, loads };
  }

  it('loads a tag once for calls made together, and sends each of them', async () => {
    const { sdk, fake, loads } = await withFlakyMemberTag(0);
    const calls = [sdk.member.getMemberInfo(), sdk.member.getVipInfo(), sdk.member.getMemberInfo()];
    await Promise.allSettled(calls);
    await expect(calls[0]).resolves.toEqual(MEMBER);
    expect(loads.count).toBe(1);
    expect(fake.requests).toHaveLength(3);
  });

  it('rejects with a network LobbyError when the module does not arrive, and loads it again on the next call', async () => {
    const { sdk, fake, loads } = await withFlakyMemberTag(1);
    const failed = await sdk.member.getMemberInfo().catch((error: unknown) => error);
    // A fresh copy of the runtime after resetModules: its own LobbyError class, hence the name check.
    expect(isLobbyError(failed)).toBe(true);
    expect(failed).toMatchObject({ kind: 'network', operationId: 'getMemberInfo', status: 0 });
    expect(fake.requests).toHaveLength(0);
    await expect(sdk.member.getMemberInfo()).resolves.toEqual(MEMBER);
    expect(loads.count).toBe(2);
    expect(fake.requests).toHaveLength(1);
  });
});
