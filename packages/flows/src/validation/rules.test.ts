import { describe, expect, it } from 'vitest';
import { checkAge, checkConfirmation, checkPhoneDigits, checkTerms, checkWordCount } from './checks.js';
import { substituteLength } from './messages.js';
import { matchesFamily, type PatternFamily } from './patterns.js';
import { resolvePattern, rulesFromSettings, validateField, validateForm } from './rules.js';

const examples: Record<PatternFamily, { ok: string[]; bad: string[] }> = {
  any: { ok: ['x', ' a b ', '中文!'], bad: [] },
  letterFirstAlphanumeric: { ok: ['a1', 'Abc123', 'z'], bad: ['1abc', 'ab_c', 'ab c'] },
  chineseDigits: { ok: ['中文123', '张三'], bad: ['abc', '中 文'] },
  mailbox: { ok: ['a@b.co', 'first.last+tag@mail.example.com'], bad: ['a@b', '@b.com', 'a b@c.com'] },
  alphanumeric: { ok: ['abc', '123', 'a1B2'], bad: ['a-b', 'a b'] },
  lettersAndDigits: { ok: ['a1', '1a', 'abc123'], bad: ['abc', '123', 'a1!'] },
  digits: { ok: ['0', '123456'], bad: ['12a', '-1'] },
  alphanumericOneUppercase: { ok: ['Abc1', 'aB'], bad: ['abc1', 'ABC-1'] },
  englishLettersSpaces: { ok: ['John Smith', 'abc'], bad: ['John1', 'Jöhn'] },
  noSpaces: { ok: ['a!b@c', '中文'], bad: ['a b', 'a\tb'] },
  chinesePunctuation: { ok: ['你好，世界。', '张·三'], bad: ['hello', '你好 世界'] },
  lettersOneSpace: { ok: ['John Smith', 'John'], bad: ['John  Smith', 'John Smith Jr', ' John'] },
  korean: { ok: ['한국어', 'ㄱㄴ'], bad: ['한국 어', 'abc'] },
  thai: { ok: ['ภาษาไทย'], bad: ['thai', 'ภาษา ไทย'] },
  dateYmd: { ok: ['2000-02-29', '1999-12-31'], bad: ['1999-02-29', '12-31-1999', '1999-13-01'] },
  dateMdy: { ok: ['02-29-2000', '12-31-1999'], bad: ['02-30-2000', '1999-12-31'] },
};

describe('pattern families', () => {
  for (const [family, { ok, bad }] of Object.entries(examples) as Array<
    [PatternFamily, { ok: string[]; bad: string[] }]
  >) {
    it(`${family} accepts its examples and rejects the others`, () => {
      for (const value of ok) expect(matchesFamily(family, value), value).toBe(true);
      for (const value of bad) expect(matchesFamily(family, value), value).toBe(false);
    });
  }
});

describe('validateField', () => {
  it('requires a value when required, after trimming', () => {
    expect(validateField('   ', { required: true })).toEqual({ key: 'validation_required' });
    expect(validateField('', { required: false, minLength: 3 })).toBeNull();
  });
  it('reports a range with (min) and (max) params', () => {
    expect(validateField('ab', { minLength: 3, maxLength: 8 })).toEqual({
      key: 'validation_length',
      params: { min: 3, max: 8 },
    });
  });
  it('reports a single number when min equals max', () => {
    expect(validateField('12345', { minLength: 6, maxLength: 6 })).toEqual({
      key: 'validation_length_exact',
      params: { length: 6 },
    });
  });
  it('counts characters, not UTF-16 units', () => {
    expect(validateField('😀😀😀', { minLength: 3, maxLength: 3 })).toBeNull();
  });
  it("treats '*' as any pattern", () => {
    expect(validateField('any thing !', { pattern: '*' })).toBeNull();
  });
  it('checks the pattern after the length', () => {
    expect(validateField('1abc', { pattern: 'letterFirstAlphanumeric', minLength: 2 })).toEqual({
      key: 'validation_pattern',
    });
  });
});

describe('server settings', () => {
  it('resolves family ids, * and raw expressions; a broken expression falls back to any', () => {
    expect(resolvePattern('digits', undefined)).toBe('digits');
    expect(resolvePattern(7, '^[0-9]+$')).toBe('digits');
    expect(resolvePattern(16, undefined)).toBe('dateMdy');
    expect(resolvePattern(99, '*')).toBe('*');
    expect(resolvePattern(undefined, '*')).toBe('*');
    expect(resolvePattern(undefined, '^[a-z]+$')).toBeInstanceOf(RegExp);
    expect(resolvePattern(undefined, '([')).toBe('*');
  });
  it('builds rules for shown fields only and validates a form', () => {
    const rules = rulesFromSettings([
      {
        field: 'username',
        show: true,
        required: true,
        acceptedPattern: '^[a-z][a-z0-9]*$',
        minLength: 4,
        maxLength: 11,
      },
      { field: 'qqNum', show: false, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0 },
      {
        field: 'email',
        show: true,
        required: false,
        patternId: 4,
        acceptedPattern: '*',
        minLength: 0,
        maxLength: 0,
      },
    ]);
    expect(Object.keys(rules)).toEqual(['username', 'email']);
    expect(validateForm({ username: '1ab', email: 'bad' }, rules)).toEqual({
      username: { key: 'validation_length', params: { min: 4, max: 11 } },
      email: { key: 'validation_pattern' },
    });
    expect(validateForm({ username: 'abcd1', email: '' }, rules)).toEqual({});
  });
});

describe('message substitution', () => {
  it('substitutes (min) and (max)', () => {
    expect(substituteLength('Length (min)-(max) characters', 4, 11)).toBe('Length 4-11 characters');
  });
  it('collapses to a single number when equal', () => {
    expect(substituteLength('Length (min)-(max) characters', 6, 6)).toBe('Length 6 characters');
  });
});

describe('checks', () => {
  it('inconsistent_twice when confirmation differs', () => {
    expect(checkConfirmation('a1', 'a2')).toEqual({ key: 'inconsistent_twice' });
    expect(checkConfirmation('a1', 'a1')).toBeNull();
  });
  it("'Please agree to the {0}'", () => {
    expect(checkTerms(false, 'terms')).toEqual({ key: 'agree_terms', params: { 0: 'terms' } });
    expect(checkTerms(true, 'terms')).toBeNull();
  });
  it('age 18 or over, counted to the day', () => {
    const today = new Date(Date.UTC(2026, 10, 22));
    expect(checkAge('2008-11-22', today)).toBeNull();
    expect(checkAge('2008-11-23', today)).toEqual({ key: 'age_minimum', params: { 0: 18 } });
    expect(checkAge('not a date', today)).not.toBeNull();
  });
  it('phone must have {0} digits', () => {
    expect(checkPhoneDigits('0912345678', 10)).toBeNull();
    expect(checkPhoneDigits('091234567', 10)).toEqual({ key: 'phone_digits', params: { 0: 10 } });
  });
  it('content between {0} and {1} words', () => {
    expect(checkWordCount('one two three', 2, 3)).toBeNull();
    expect(checkWordCount('one', 2, 3)).toEqual({ key: 'feedback_word_count', params: { 0: 2, 1: 3 } });
    expect(checkWordCount('a b c d', 2, 3)).not.toBeNull();
  });
});
