import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountError, fromMinor, parseAmount, sumAmounts, toMinor } from './amount.js';

/** Minor units written the way a member types them: `1234567` at 2 decimals is `12345.67`, or `12,345.67` with commas. */
function typed(minor: number, decimals: number, commas = false): string {
  const unit = 10 ** decimals;
  const whole = String(Math.floor(minor / unit));
  const integer = commas ? whole.replace(/\B(?=(\d{3})+$)/gu, ',') : whole;
  return decimals === 0 ? integer : `${integer}.${String(minor % unit).padStart(decimals, '0')}`;
}

const decimals = fc.integer({ min: 0, max: 4 });
const minor = fc.integer({ min: 0, max: 10 ** 13 });

describe('amounts in minor units', () => {
  it('adds without floating-point drift: 0.1 + 0.2 is 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([1.1, 2.2, 3.3])).toBe(6.6);
    expect(sumAmounts([])).toBe(0);
    expect(toMinor(0.07)).toBe(7);
    expect(fromMinor(30)).toBe(0.3);
    expect(toMinor(1.005, 3)).toBe(1005);
  });

  it('a sum of amounts is the sum of their minor units', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(10 ** 9), max: 10 ** 9 })), decimals, (minors, d) => {
        const total = minors.reduce((sum, m) => sum + m, 0);
        return (
          sumAmounts(
            minors.map((m) => fromMinor(m, d)),
            d,
          ) === fromMinor(total, d)
        );
      }),
    );
  });

  it('minor units survive the trip to an API number and back', () => {
    fc.assert(fc.property(minor, decimals, (m, d) => toMinor(fromMinor(m, d), d) === m));
  });

  it('reads back what it formats, with or without thousands commas', () => {
    fc.assert(
      fc.property(
        minor,
        decimals,
        fc.boolean(),
        (m, d, commas) => parseAmount(typed(m, d, commas), d) === fromMinor(m, d),
      ),
    );
  });

  it('reads spaces, commas, a trailing dot and short fractions; refuses signs, exponents and extra places', () => {
    expect(parseAmount('1,234.5')).toBe(1234.5);
    expect(parseAmount(' 1 000 ')).toBe(1000);
    expect(parseAmount('5.')).toBe(5);
    expect(parseAmount('007.10')).toBe(7.1);
    expect(parseAmount('12', 0)).toBe(12);
    for (const text of ['', '.5', '-5', '+5', '1e3', '0x10', '1.2.3', 'abc', '1.234', 'Infinity'])
      expect(parseAmount(text), text).toBeNull();
    expect(parseAmount('12.5', 0)).toBeNull();
    // A decimal comma (typed where the comma is the decimal separator) is refused, never read as 15 or 15000.
    for (const text of ['1,5', '1,50', '12,3456', ',100', '100,', '1,000,00'])
      expect(parseAmount(text), text).toBeNull();
    expect(parseAmount('1.234', 3)).toBe(1.234);
    // Past what a double holds exactly in minor units: refused, not rounded.
    expect(parseAmount('90071992547409.93')).toBeNull();
  });
});

describe('amountError: the first rule a typed amount breaks', () => {
  it('required', () => {
    expect(amountError('')).toEqual({ key: 'validation_required' });
    expect(amountError('   ')).toEqual({ key: 'validation_required' });
  });
  it('a positive number: text, a negative sign and zero are invalid', () => {
    expect(amountError('ten')).toEqual({ key: 'amount_invalid' });
    expect(amountError('-5')).toEqual({ key: 'amount_invalid' });
    expect(amountError('0')).toEqual({ key: 'amount_invalid' });
    expect(amountError('0.00')).toEqual({ key: 'amount_invalid' });
  });
  it("at most the currency's decimals", () => {
    expect(amountError('1.234')).toEqual({ key: 'amount_decimals', params: { decimals: 2 } });
    expect(amountError('1.5', { decimals: 0 })).toEqual({ key: 'amount_decimals', params: { decimals: 0 } });
    expect(amountError('1.234', { decimals: 3 })).toBeNull();
  });
  it('thousands commas and spaces are what people type; a decimal comma is not an amount', () => {
    expect(amountError('1,000.50', { max: 1000.5 })).toBeNull();
    expect(amountError('1 000', { min: 1000 })).toBeNull();
    expect(amountError('1,5')).toEqual({ key: 'amount_invalid' });
  });
  it('min and max, bounds included', () => {
    expect(amountError('9.99', { min: 10 })).toEqual({ key: 'amount_min', params: { min: 10 } });
    expect(amountError('10', { min: 10, max: 20 })).toBeNull();
    expect(amountError('20', { min: 10, max: 20 })).toBeNull();
    expect(amountError('20.01', { min: 10, max: 20 })).toEqual({ key: 'amount_max', params: { max: 20 } });
  });
  it('no more than the source holds, compared in minor units (0.1 + 0.2 held, 0.3 asked)', () => {
    expect(amountError('0.3', { available: 0.1 + 0.2 })).toBeNull();
    expect(amountError('0.31', { available: 0.3 })).toEqual({
      key: 'amount_insufficient',
      params: { available: 0.3 },
    });
  });
  it('reports the rules in order: a bad number before its bounds, max before the balance', () => {
    expect(amountError('1.234', { min: 10 })).toEqual({ key: 'amount_decimals', params: { decimals: 2 } });
    expect(amountError('500', { max: 100, available: 50 })).toEqual({
      key: 'amount_max',
      params: { max: 100 },
    });
  });
  it('accepts exactly the amounts that parse, are positive and fit the bounds', () => {
    fc.assert(
      fc.property(minor, fc.integer({ min: 0, max: 10 ** 13 }), (m, available) => {
        const accepted = amountError(typed(m, 2), { available: fromMinor(available) }) === null;
        return accepted === (m > 0 && m <= available);
      }),
    );
  });
});
