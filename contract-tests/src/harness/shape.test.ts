import { MatchersV3 } from '@pact-foundation/pact';
import type { Schema } from '@lobby/openapi';
import { describe, expect, it } from 'vitest';
import { shape } from './shape';

const card: Schema = {
  type: 'object',
  required: ['nodeId', 'gameType', 'tags'],
  properties: {
    nodeId: { type: 'integer', minimum: 1 },
    gameType: { type: 'string', enum: ['RNG', 'LIVE'] },
    tags: { type: 'array', items: { type: 'string' } },
    gameName: { type: ['string', 'null'] },
    modulus: { type: 'string', pattern: '^[0-9a-f]+$' },
  },
  example: { nodeId: 10060, gameType: 'RNG', tags: ['hot'], modulus: 'beef' },
};

describe('shape', () => {
  it('matches only the required fields, by type, with the schema examples', () => {
    expect(shape(card)).toEqual({
      nodeId: MatchersV3.integer(10060),
      gameType: MatchersV3.regex('^(RNG|LIVE)$', 'RNG'),
      tags: MatchersV3.eachLike(MatchersV3.string('hot')),
    });
  });

  it('adds or pins the fields a test reads, optional ones too', () => {
    const value = shape(card, { gameName: MatchersV3.string('Tiger Rush'), modulus: 'pinned' }) as Record<
      string,
      unknown
    >;
    expect(value.gameName).toEqual(MatchersV3.string('Tiger Rush'));
    expect(value.modulus).toBe('pinned');
  });

  it('matches a pattern by regex when the example fits it, steps into arrays for overrides', () => {
    const list: Schema = {
      type: 'object',
      required: ['list'],
      properties: { list: { type: 'array', items: card } },
    };
    const value = shape(list, { 'list.modulus': MatchersV3.regex('^[0-9a-f]+$', 'beef') }) as {
      list: { value: Record<string, unknown>[] };
    };
    expect(value.list.value[0]?.modulus).toEqual(MatchersV3.regex('^[0-9a-f]+$', 'beef'));
  });

  it('reads component schemas of the bundled spec by name', () => {
    expect(shape('RsaKey')).toEqual({
      modulus: MatchersV3.regex(
        '^[0-9a-fA-F]+$',
        'a5f3c1e9b7d24f6088e1c3b5a7d9f1e3c5b7a9d1f3e5c7b9a1d3f5e7c9b1a3d5',
      ),
      exponent: MatchersV3.regex('^[0-9a-fA-F]+$', '10001'),
    });
  });
});
