import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkRange,
  dayNumber,
  lastDaysRange,
  presetOf,
  rangeDays,
  shiftRange,
  timezoneLabel,
  todayIn,
  REPORT_MAX_DAYS,
} from './date-range.js';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('report date ranges', () => {
  it('counts today in the report timezone, not the browser’s', () => {
    const instant = Date.parse('2026-11-23T20:30:00Z');
    expect(todayIn(instant)).toBe('2026-11-23');
    expect(todayIn(instant, 7 * 60)).toBe('2026-11-24');
    expect(todayIn(instant, -21 * 60)).toBe('2026-11-22');
  });
  it('names the timezone', () => {
    expect(timezoneLabel()).toBe('GMT');
    expect(timezoneLabel(420)).toBe('GMT+7');
    expect(timezoneLabel(-210)).toBe('GMT-3:30');
  });
  it('offers the last 7 and 30 days ending today, both ends counted', () => {
    expect(lastDaysRange(7, '2026-11-23')).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(lastDaysRange(30, '2026-03-01')).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
    expect(presetOf(lastDaysRange(30, '2026-03-01'), '2026-03-01')).toBe(30);
    expect(presetOf({ startDate: '2026-02-20', endDate: '2026-02-26' }, '2026-03-01')).toBeNull();
  });
  it('steps to the previous or next range of the same span', () => {
    const week = { startDate: '2026-11-17', endDate: '2026-11-23' };
    expect(shiftRange(week, -1)).toEqual({ startDate: '2026-11-10', endDate: '2026-11-16' });
    expect(shiftRange(week, 1)).toEqual({ startDate: '2026-11-24', endDate: '2026-11-30' });
    expect(shiftRange({ startDate: '2024-02-28', endDate: '2024-03-01' }, 1)).toEqual({
      startDate: '2024-03-02',
      endDate: '2024-03-04',
    });
  });
  it('refuses reversed, too long and impossible ranges with a code', () => {
    expect(checkRange({ startDate: '2026-11-23', endDate: '2026-11-17' })?.code).toBe(
      'report_range_reversed',
    );
    expect(checkRange({ startDate: '2026-01-01', endDate: '2026-02-01' })).toEqual({
      code: 'report_range_too_long',
      key: 'report_range_too_long',
      params: { max: 31, days: 32 },
    });
    expect(checkRange({ startDate: '2026-01-01', endDate: '2026-01-31' })).toBeNull();
    expect(checkRange({ startDate: '2026-02-30', endDate: '2026-03-01' })?.code).toBe('report_date_invalid');
    expect(checkRange({ startDate: '', endDate: '2026-03-01' })?.code).toBe('report_date_invalid');
    expect(dayNumber('2026-13-01')).toBeNull();
    expect(rangeDays({ startDate: 'x', endDate: '2026-03-01' })).toBe(0);
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });
  it('properties: a shift keeps the span and stepping back and forth returns; a range is valid iff 1..31 days', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 60 }), (end, span) => {
        const range = { startDate: addDays(end, -(span - 1)), endDate: end };
        expect(rangeDays(range)).toBe(span);
        expect(rangeDays(shiftRange(range, 1))).toBe(span);
        expect(shiftRange(shiftRange(range, -1), 1)).toEqual(range);
        expect(checkRange(range) === null).toBe(span <= REPORT_MAX_DAYS);
      }),
    );
  });
});
