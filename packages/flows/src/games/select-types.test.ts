import { describe, expect, it } from 'vitest';
import { GAME_SELECT_TYPES, selectTypeOf, selectTypesFor } from './select-types.js';

describe('game list select types', () => {
  it('offers all five to a member, ALL first, and hides FAV and RECENT from a visitor', () => {
    expect(GAME_SELECT_TYPES).toEqual(['ALL', 'NEW', 'HOT', 'FAV', 'RECENT']);
    expect(selectTypesFor(true)).toEqual(GAME_SELECT_TYPES);
    expect(selectTypesFor(false)).toEqual(['ALL', 'NEW', 'HOT']);
  });

  it('reads a link in any case, and falls back to ALL for unknown or member-only types of a visitor', () => {
    expect(selectTypeOf('hot', false)).toBe('HOT');
    expect(selectTypeOf('RECENT', true)).toBe('RECENT');
    expect(selectTypeOf('FAV', false)).toBe('ALL');
    expect(selectTypeOf('TOP', true)).toBe('ALL');
    expect(selectTypeOf(null, true)).toBe('ALL');
  });
});
