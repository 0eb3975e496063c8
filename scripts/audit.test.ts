import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { blockingAdvisories, configuredRegistry, shippedPackages } from './audit.mjs';

describe('dependency audit', () => {
  it('collects every version of every shipped package, leaving workspace links out', () => {
    const tree = [
      {
        dependencies: {
          react: { version: '19.2.0' },
          '@lobby/sdk': { version: 'link:../sdk', dependencies: { 'openapi-fetch': { version: '0.15.0' } } },
          swiper: { version: '12.0.0', dependencies: { react: { version: '18.3.1' } } },
        },
      },
      { dependencies: { react: { version: '19.2.0' } } },
    ];
    expect(shippedPackages(tree)).toEqual({
      react: ['18.3.1', '19.2.0'],
      'openapi-fetch': ['0.15.0'],
      swiper: ['12.0.0'],
    });
  });

  it('blocks on high and critical advisories only', () => {
    const answer = {
      dompurify: [
        { id: 1, severity: 'moderate', title: 'a', url: 'u1', vulnerable_versions: '<3.0.0' },
        { id: 2, severity: 'high', title: 'b', url: 'u2', vulnerable_versions: '<3.1.0' },
      ],
      react: [{ id: 3, severity: 'critical', title: 'c', url: 'u3', vulnerable_versions: '<1.0.0' }],
      swiper: [{ id: 4, severity: 'low', title: 'd', url: 'u4', vulnerable_versions: '*' }],
    };
    expect(blockingAdvisories(answer).map((a: { name: string; id: number }) => `${a.name}#${a.id}`)).toEqual([
      'dompurify#2',
      'react#3',
    ]);
  });

  it('asks npm which registry it is set to use, instead of naming one', () => {
    const calls: unknown[][] = [];
    const run = (...args: unknown[]) => (calls.push(args), 'https://registry.example.test/npm/\n');
    expect(configuredRegistry(run)).toBe('https://registry.example.test/npm');
    expect(calls[0]?.slice(0, 2)).toEqual(['npm', ['config', 'get', 'registry']]);
  });
});
