import { DEFAULT_LANGUAGE, KNOWN_LANGUAGES } from './constants.js';

/**
 * The language to use: the stored one when the configuration's supported list has it, else the
 * fallback (the brand's default language; EN when it has none). When the configuration lists nothing,
 * any language the product has labels for is accepted.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  supported: readonly string[] | undefined,
  fallback: string = DEFAULT_LANGUAGE,
): string {
  if (!stored) return fallback;
  const wanted = stored.toUpperCase();
  const allowed =
    supported && supported.length > 0 ? supported.map((code) => code.toUpperCase()) : KNOWN_LANGUAGES;
  return allowed.includes(wanted) ? wanted : fallback;
}
