import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@lobby/flows/app-start';

/**
 * The 21 language codes of the product spec with the BCP 47 locale used for `<html lang>` and Intl,
 * the writing direction and the label shown in the language select (in its own language).
 */
export interface LanguageInfo {
  readonly code: LanguageCode;
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly label: string;
}

/** The product's language codes (the flows own the list; this is the select's order). */
export const languageCodes = LANGUAGE_CODES;
export type { LanguageCode };

export { DEFAULT_LANGUAGE };

// TY is named in the spec without saying which language it is; until the brand confirms, it is
// labelled by its code and formats like English.
export const languages: Readonly<Record<LanguageCode, LanguageInfo>> = {
  EN: { code: 'EN', locale: 'en', dir: 'ltr', label: 'English' },
  CN: { code: 'CN', locale: 'zh-CN', dir: 'ltr', label: '简体中文' },
  TW: { code: 'TW', locale: 'zh-TW', dir: 'ltr', label: '繁體中文' },
  JA: { code: 'JA', locale: 'ja', dir: 'ltr', label: '日本語' },
  KO: { code: 'KO', locale: 'ko', dir: 'ltr', label: '한국어' },
  TH: { code: 'TH', locale: 'th', dir: 'ltr', label: 'ไทย' },
  VI: { code: 'VI', locale: 'vi', dir: 'ltr', label: 'Tiếng Việt' },
  MY: { code: 'MY', locale: 'my', dir: 'ltr', label: 'မြန်မာ' },
  ES: { code: 'ES', locale: 'es', dir: 'ltr', label: 'Español' },
  HI: { code: 'HI', locale: 'hi', dir: 'ltr', label: 'हिन्दी' },
  ID: { code: 'ID', locale: 'id', dir: 'ltr', label: 'Bahasa Indonesia' },
  KM: { code: 'KM', locale: 'km', dir: 'ltr', label: 'ខ្មែរ' },
  MS: { code: 'MS', locale: 'ms', dir: 'ltr', label: 'Bahasa Melayu' },
  PT: { code: 'PT', locale: 'pt-PT', dir: 'ltr', label: 'Português' },
  'PT-BR': { code: 'PT-BR', locale: 'pt-BR', dir: 'ltr', label: 'Português (Brasil)' },
  TA: { code: 'TA', locale: 'ta', dir: 'ltr', label: 'தமிழ்' },
  TY: { code: 'TY', locale: 'en', dir: 'ltr', label: 'TY' },
  UR: { code: 'UR', locale: 'ur', dir: 'rtl', label: 'اردو' },
  TR: { code: 'TR', locale: 'tr', dir: 'ltr', label: 'Türkçe' },
  BN: { code: 'BN', locale: 'bn', dir: 'ltr', label: 'বাংলা' },
  AR: { code: 'AR', locale: 'ar', dir: 'rtl', label: 'العربية' },
};

/** Narrows any string (stored, configured or from the server) to a known language code. */
export function toLanguageCode(value: string | null | undefined): LanguageCode | null {
  if (!value) return null;
  const upper = value.toUpperCase();
  return (languageCodes as readonly string[]).includes(upper) ? (upper as LanguageCode) : null;
}

/** Folder name of a language under `src/i18n/locales/`. */
export const localeFolder = (code: LanguageCode): string => code.toLowerCase();
