/** The pattern families of the product's form fields, by id. */
export type PatternFamily =
  | 'any'
  | 'letterFirstAlphanumeric'
  | 'chineseDigits'
  | 'mailbox'
  | 'alphanumeric'
  | 'lettersAndDigits'
  | 'digits'
  | 'alphanumericOneUppercase'
  | 'englishLettersSpaces'
  | 'noSpaces'
  | 'chinesePunctuation'
  | 'lettersOneSpace'
  | 'korean'
  | 'thai'
  | 'dateYmd'
  | 'dateMdy';

const CJK = '\\u4e00-\\u9fa5';
// CJK symbols, full-width forms and the middle dot used in transliterated names.
const CJK_PUNCTUATION = '\\u3000-\\u303f\\uff01-\\uff5e\\u00b7\\u2014\\u2018\\u2019\\u201c\\u201d\\u2026';

/** Each family as an anchored regular expression. */
export const PATTERNS: Readonly<Record<PatternFamily, RegExp>> = {
  any: /^[\s\S]*$/u,
  letterFirstAlphanumeric: /^[A-Za-z][A-Za-z0-9]*$/u,
  chineseDigits: new RegExp(`^[${CJK}0-9]+$`, 'u'),
  mailbox: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/u,
  alphanumeric: /^[A-Za-z0-9]+$/u,
  lettersAndDigits: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u,
  digits: /^[0-9]+$/u,
  alphanumericOneUppercase: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  englishLettersSpaces: /^[A-Za-z ]+$/u,
  noSpaces: /^\S+$/u,
  chinesePunctuation: new RegExp(`^[${CJK}${CJK_PUNCTUATION}]+$`, 'u'),
  lettersOneSpace: /^[A-Za-z]+( [A-Za-z]+)?$/u,
  korean: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/u,
  thai: /^[\u0e00-\u0e7f]+$/u,
  dateYmd: /^\d{4}-\d{2}-\d{2}$/u,
  dateMdy: /^\d{2}-\d{2}-\d{4}$/u,
};

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether `value` belongs to `family`; dates must also be real calendar dates. */
export function matchesFamily(family: PatternFamily, value: string): boolean {
  if (!PATTERNS[family].test(value)) return false;
  if (family === 'dateYmd') {
    const [y, m, d] = value.split('-').map(Number);
    return isRealDate(y as number, m as number, d as number);
  }
  if (family === 'dateMdy') {
    const [m, d, y] = value.split('-').map(Number);
    return isRealDate(y as number, m as number, d as number);
  }
  return true;
}

/** Whether `id` names a family. */
export function isPatternFamily(id: unknown): id is PatternFamily {
  return typeof id === 'string' && Object.hasOwn(PATTERNS, id);
}

/** The server's numeric pattern ids (RegisterFieldRule.patternId), 1-based, in the spec's order. */
export const PATTERN_IDS: readonly PatternFamily[] = [
  'any',
  'letterFirstAlphanumeric',
  'chineseDigits',
  'mailbox',
  'alphanumeric',
  'lettersAndDigits',
  'digits',
  'alphanumericOneUppercase',
  'englishLettersSpaces',
  'noSpaces',
  'chinesePunctuation',
  'lettersOneSpace',
  'korean',
  'thai',
  'dateYmd',
  'dateMdy',
];
