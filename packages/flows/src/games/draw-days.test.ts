import { describe, expect, it } from 'vitest';
import { drawDays, isDrawDay, LOTTERY_DRAW_DAYS } from './draw-days';

// A minute before midnight GMT, so the next minute starts another day.
const NOW = Date.UTC(2026, 10, 21, 23, 59);

describe('lottery draw days', () => {
  it('offers today (GMT) and the 29 days before it', () => {
    expect(LOTTERY_DRAW_DAYS).toBe(30);
    expect(drawDays(NOW)).toEqual({ first: '2026-10-23', last: '2026-11-21' });
    expect(drawDays(Date.UTC(2026, 10, 22, 0, 0))).toEqual({ first: '2026-10-24', last: '2026-11-22' });
  });

  it('asks only for real days inside the window', () => {
    expect(isDrawDay('2026-10-23', NOW)).toBe(true);
    expect(isDrawDay('2026-11-21', NOW)).toBe(true);
    expect(isDrawDay('2026-10-22', NOW)).toBe(false);
    expect(isDrawDay('2026-11-22', NOW)).toBe(false);
    expect(isDrawDay('2026-11-31', NOW)).toBe(false);
    expect(isDrawDay('21/11/2026', NOW)).toBe(false);
  });
});
