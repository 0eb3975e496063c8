import { describe, expect, it } from 'vitest';
import { hasPendingContracts } from './contract-pending.js';

const none = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreqtype: 0, realtimesalreqtype: 0 };

describe('hasPendingContracts', () => {
  it('is true when any kind of contract waits (dividend, daily, hourly, real-time wages), false when none does', () => {
    expect(hasPendingContracts(none)).toBe(false);
    for (const key of Object.keys(none) as (keyof typeof none)[])
      expect(hasPendingContracts({ ...none, [key]: 1 }), key).toBe(true);
  });
});
