import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAge, checkConfirmation, countWords } from './checks.js';
import { substituteLength } from './messages.js';
import { matchesFamily } from './patterns.js';
import { validateField } from './rules.js';

const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const digit = fc.constantFrom(...'0123456789'.split(''));
const alnum = fc.oneof(letters, digit);
const word = (chars: fc.Arbitrary<string>, min = 1, max = 12) =>
  fc.array(chars, { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('validation properties', () => {
  it('any accepts every string', () => {
    fc.assert(fc.property(fc.string(), (s) => matchesFamily('any', s)));
  });
  it('letter-first alphanumeric: accepts letter + alnum*, rejects a leading digit', () => {
    fc.assert(
      fc.property(letters, word(alnum, 0), (first, rest) =>
        matchesFamily('letterFirstAlphanumeric', first + rest),
      ),
    );
    fc.assert(
      fc.property(
        digit,
        word(alnum, 0),
        (first, rest) => !matchesFamily('letterFirstAlphanumeric', first + rest),
      ),
    );
  });
  it('letters and digits combined needs both kinds', () => {
    fc.assert(
      fc.property(
        word(letters),
        word(digit),
        (l, d) => matchesFamily('lettersAndDigits', l + d) && matchesFamily('lettersAndDigits', d + l),
      ),
    );
    fc.assert(fc.property(word(letters), (l) => !matchesFamily('lettersAndDigits', l)));
    fc.assert(fc.property(word(digit), (d) => !matchesFamily('lettersAndDigits', d)));
  });
  it('digits only is exactly the non-empty digit strings', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (s) => matchesFamily('digits', s) === /^[0-9]+$/.test(s)),
    );
  });
  it('no spaces rejects any string with whitespace', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => !matchesFamily('noSpaces', `${a} ${b}`)));
  });
  it('alphanumeric with one uppercase: lower-case only strings fail, adding an uppercase passes', () => {
    const lower = word(fc.constantFrom(...'abcxyz019'.split('')));
    fc.assert(
      fc.property(
        lower,
        fc.constantFrom('A', 'Q', 'Z'),
        (s, up) =>
          !matchesFamily('alphanumericOneUppercase', s) && matchesFamily('alphanumericOneUppercase', s + up),
      ),
    );
  });
  it('dates: every real calendar date formats to a valid yyyy-MM-dd and MM-dd-yyyy', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const [y, m, d] = date.toISOString().slice(0, 10).split('-');
          return matchesFamily('dateYmd', `${y}-${m}-${d}`) && matchesFamily('dateMdy', `${m}-${d}-${y}`);
        },
      ),
    );
  });
  it('dates: day 32 never passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const mm = String(m).padStart(2, '0');
        return !matchesFamily('dateYmd', `${y}-${mm}-32`) && !matchesFamily('dateMdy', `${mm}-32-${y}`);
      }),
    );
  });
  it('length rule: valid exactly when the trimmed length is within bounds', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 0, max: 15 }),
        (s, min, extra) => {
          const max = min + extra;
          const length = [...s.trim()].length;
          const result = validateField(s, { required: true, minLength: min, maxLength: max });
          if (length === 0) return result?.key === 'validation_required';
          const inside = length >= min && length <= max;
          if (inside) return result === null;
          return result?.key === (min === max ? 'validation_length_exact' : 'validation_length');
        },
      ),
    );
  });
  it('length message substitution never leaves a placeholder', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(99), fc.nat(99), (prefix, min, max) => {
        const text = substituteLength(`${prefix.replaceAll('(', '')}(min)-(max)`, min, max);
        return (
          !text.includes('(min)') && !text.includes('(max)') && (min !== max || text.endsWith(String(min)))
        );
      }),
    );
  });
  it('confirmation fails exactly when the two values differ', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => (checkConfirmation(a, b) === null) === (a === b)),
    );
  });
  it('age: a birth date exactly 18 years before today passes, one day later fails', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2080-12-31'), noInvalidDate: true }),
        (today) => {
          const birth = new Date(
            Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()),
          );
          if (birth.getUTCDate() !== today.getUTCDate()) return true; // 29 February has no twin 18 years back
          const later = new Date(birth.getTime() + 86_400_000);
          const iso = (d: Date) => d.toISOString().slice(0, 10);
          return checkAge(iso(birth), today) === null && checkAge(iso(later), today) !== null;
        },
      ),
    );
  });
  it('word count equals the number of words joined by any whitespace', () => {
    fc.assert(
      fc.property(
        fc.array(word(alnum), { maxLength: 20 }),
        fc.constantFrom(' ', '  ', '\n', '\t'),
        (words, sep) => countWords(words.join(sep)) === words.length,
      ),
    );
  });
  it('validateField never throws', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('digits', 'mailbox', 'korean', 'thai', 'dateYmd', '*') as fc.Arbitrary<'digits'>,
        (s, pattern) => {
          expect(() => validateField(s, { pattern })).not.toThrow();
        },
      ),
    );
  });
});
