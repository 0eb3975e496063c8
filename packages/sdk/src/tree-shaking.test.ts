import { describe, expect, it } from 'vitest';
import { ENTRIES, bundleEntry, bundleSplit } from '../scripts/bundle-entry.js';
import { allOperations } from './generated/operations.js';

describe('tree shaking', () => {
  it('a consumer calling one operation bundles neither the other operations nor the codec', async () => {
    const { code } = await bundleEntry(ENTRIES['core + one operation (getMemberInfo)']);
    expect(code).toContain('/wps/member/info');
    const others = allOperations.filter(
      (op) => op.operationId !== 'getMemberInfo' && !op.path.startsWith('/wps/member/info'),
    );
    for (const op of others) expect(code, op.operationId).not.toContain(`"${op.path}"`);
    expect(code).not.toContain('des: bad padding');
    expect(code).not.toContain('X-RSA');
    // The events channel's client and its schemas come only with an import of them.
    expect(code).not.toContain('/ws/events');
    expect(code).not.toContain('withdrawalAwaitingConfirmation');
  });

  it('an encrypted operation brings the codec and the key operation along', async () => {
    const { code } = await bundleEntry(ENTRIES['core + one encrypted operation (login, with the codec)']);
    expect(code).toContain('X-RSA');
    expect(code).toContain('/wps/session/key/rsa');
    expect(code).not.toContain('/wps/member/info"');
  });

  it("createSdk's first script, split as an app's bundler does, holds no operation: each tag's chunk loads on use", async () => {
    const { entry, chunks } = await bundleSplit(ENTRIES['whole SDK (createSdk, every operation)']);
    for (const op of allOperations) expect(entry.code, op.operationId).not.toContain(`"${op.path}"`);
    expect(entry.code).not.toContain('X-RSA');
    expect(entry.code).not.toContain('/ws/events');
    expect(entry.code).toContain('getMemberInfo'); // the method's name, from the table of tags
    const holding = (text: string) => chunks.filter((chunk) => chunk.code.includes(text));
    expect(holding('"/wps/member/info"')).toHaveLength(1);
    // The codec travels with the tags that have encrypted calls, never in the first script.
    expect(holding('X-RSA').length).toBeGreaterThan(0);
    expect(holding('"/wps/session/key/rsa"')).toHaveLength(1);
  });
});
