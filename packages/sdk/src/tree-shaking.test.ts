import { describe, expect, it } from 'vitest';
import { ENTRIES, bundleEntry } from '../scripts/bundle-entry.js';
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
  });

  it('an encrypted operation brings the codec and the key operation along', async () => {
    const { code } = await bundleEntry(ENTRIES['core + one encrypted operation (login, with the codec)']);
    expect(code).toContain('X-RSA');
    expect(code).toContain('/wps/session/key/rsa');
    expect(code).not.toContain('/wps/member/info"');
  });
});
