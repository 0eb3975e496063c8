import { describe, expect, it } from 'vitest';
import {
  BET_GAME_TYPES,
  BET_STATUSES,
  BONUS_TYPES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from './record-filters.js';

describe('the record filters’ values', () => {
  it('are the listed words in order, none empty nor repeated', () => {
    expect(BET_STATUSES).toEqual(['UNSETTLED', 'SETTLED', 'CANCELLED']);
    expect(TRANSACTION_STATUSES).toEqual(['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED', 'CANCELLED']);
    for (const values of [BET_GAME_TYPES, TRANSACTION_TYPES, BONUS_TYPES]) {
      expect(values.every((value) => /^[A-Z_]+$/.test(value))).toBe(true);
      expect(new Set(values).size).toBe(values.length);
    }
    expect(TRANSACTION_TYPES).toHaveLength(12);
    expect(BONUS_TYPES.at(-1)).toBe('OTHER');
  });
});
