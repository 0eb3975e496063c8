import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber, lastDays } from './format';

describe('formatters', () => {
  it('shows times as yyyy-MM-dd HH:mm:ss and keeps what it cannot read', () => {
    expect(formatDateTime('2026-03-04 05:06:07')).toBe('2026-03-04 05:06:07');
    expect(formatDateTime(new Date(2026, 0, 2, 13, 4, 5))).toBe('2026-01-02 13:04:05');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('formats money in the language number style', () => {
    expect(formatMoney(1234.5, 'EN', '$')).toBe('$ 1,234.50');
    expect(formatMoney(1234.5, 'VI')).toBe('1.234,50');
  });

  it('keeps one formatter per language: switching back and forth formats each in its own style', () => {
    expect(formatMoney(1234.5, 'VI')).toBe('1.234,50');
    expect(formatMoney(1234.5, 'EN')).toBe('1,234.50');
    expect(formatMoney(1234.5, 'VI')).toBe('1.234,50');
    expect(formatNumber(1234567, 'EN')).toBe('1,234,567');
    expect(formatNumber(1234567, 'VI')).toBe('1.234.567');
  });

  it('gives the record range ending today', () => {
    expect(lastDays(7, new Date(2026, 10, 22))).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
  });
});
