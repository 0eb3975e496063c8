import { DEFAULT_LANGUAGE, KNOWN_LANGUAGES } from './constants.js';

/**
 * The language to use: the stored one when the configuration's supported list has it, else EN.
 * When the configuration lists nothing, any language the product has labels for is accepted.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  supported: readonly string[] | undefined,
): string {
  if (!stored) return DEFAULT_LANGUAGE;
  const wanted = stored.toUpperCase();
  const allowed =
    supported && supported.length > 0 ? supported.map((code) => code.toUpperCase()) : KNOWN_LANGUAGES;
  return allowed.includes(wanted) ? wanted : DEFAULT_LANGUAGE;
}
