import { describe, expect, it } from 'vitest';
import {
  parseServerTime,
  settlementRefreshDelay,
  SETTLEMENT_GRACE_MS,
  SETTLEMENT_MAX_WAIT_MS,
} from './settlement-clock.js';

describe('the wages list reads again at the server’s next settlement', () => {
  it('waits from the server’s time to its next settlement, plus a grace', () => {
    expect(
      settlementRefreshDelay({
        serverTime: '2026-11-23 10:03:20',
        nextSettlementTime: '2026-11-23 10:05:00',
      }),
    ).toBe(100_000 + SETTLEMENT_GRACE_MS);
  });
  it('ignores how far the browser clock is from the server’s', () => {
    // The same answer gives the same wait whatever Date.now() says: only the server's two times count.
    const times = { serverTime: '2030-01-01 23:59:59', nextSettlementTime: '2030-01-02 00:00:00' };
    expect(settlementRefreshDelay(times)).toBe(1000 + SETTLEMENT_GRACE_MS);
  });
  it('waits at least a second and at most one real-time period', () => {
    expect(
      settlementRefreshDelay({
        serverTime: '2026-11-23 10:05:09',
        nextSettlementTime: '2026-11-23 10:05:00',
      }),
    ).toBe(1000);
    expect(
      settlementRefreshDelay({
        serverTime: '2026-11-23 10:00:00',
        nextSettlementTime: '2026-11-24 00:00:00',
      }),
    ).toBe(SETTLEMENT_MAX_WAIT_MS);
  });
  it('falls back to the period when the server gives no times or malformed ones', () => {
    expect(settlementRefreshDelay({})).toBe(SETTLEMENT_MAX_WAIT_MS);
    expect(settlementRefreshDelay({ serverTime: 'soon', nextSettlementTime: '2026-11-23 10:05:00' })).toBe(
      SETTLEMENT_MAX_WAIT_MS,
    );
    expect(parseServerTime('2026-11-23T10:05:00')).toBe(Date.parse('2026-11-23T10:05:00Z'));
    expect(parseServerTime(null)).toBeNull();
  });
});
