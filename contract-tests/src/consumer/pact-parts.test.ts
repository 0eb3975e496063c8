import { describe, expect, it } from 'vitest';
import { mergeParts } from './pact-parts';

const part = (...descriptions: string[]) => ({
  consumer: { name: 'lobby-sdk' },
  provider: { name: 'lobby-backend' },
  metadata: { pactSpecification: { version: '4.0' } },
  interactions: descriptions.map((description) => ({
    description,
    providerStates: [{ name: 'the provider holds the standard test data' }],
  })),
});

describe('merging the pact parts of a consumer run', () => {
  it('keeps every interaction once, in order of description, with the pair and metadata', () => {
    const merged = mergeParts([
      part('login: b', 'getRsaKey: shared'),
      part('acceptContract: a', 'getRsaKey: shared'),
    ]);
    expect(merged?.interactions.map((i) => i.description)).toEqual([
      'acceptContract: a',
      'getRsaKey: shared',
      'login: b',
    ]);
    expect(merged).toMatchObject({
      consumer: { name: 'lobby-sdk' },
      provider: { name: 'lobby-backend' },
      metadata: { pactSpecification: { version: '4.0' } },
    });
  });

  it('keeps interactions of one description given different states apart', () => {
    const other = part('login: b');
    other.interactions[0]!.providerStates = [{ name: 'a member {username} is logged in' }];
    expect(mergeParts([part('login: b'), other])?.interactions).toHaveLength(2);
  });

  it('writes nothing when no test file wrote a part', () => {
    expect(mergeParts([])).toBeNull();
  });
});
