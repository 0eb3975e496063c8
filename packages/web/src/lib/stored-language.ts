import { resolveLanguage } from '@lobby/flows/app-start';
import { languages, toLanguageCode, type LanguageCode } from '@/config/languages';

/** Local-storage keys of the language choice: the current one and the one before it. */
export const LANG_KEY = 'lang';
export const HISTORY_LANG_KEY = 'hisLang';

/** Local storage, or null where the browser refuses it (private modes, disabled storage). */
export function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The language kept from the last visit, as stored (not validated). */
export const storedLanguage = (): string | null => safeStorage()?.getItem(LANG_KEY) ?? null;

/** Applies the writing direction and language tag of the document. */
export function applyDocumentLanguage(code: LanguageCode): void {
  const info = languages[code];
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
}

/** Picks the stored language when the brand supports it, else the brand's default (the flows' rule). */
export function initialLanguage(supported: readonly LanguageCode[], fallback: LanguageCode): LanguageCode {
  return toLanguageCode(resolveLanguage(toLanguageCode(storedLanguage()), supported, fallback)) ?? fallback;
}
