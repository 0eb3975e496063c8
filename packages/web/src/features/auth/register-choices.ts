import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterSettings } from '@lobby/flows';
import { languages } from '@/config/languages';
import { useLanguage } from '@/hooks/use-language';

// The settings' list of choices for each select field; the server refuses any other value.
const CHOICE_LISTS = {
  nationality: 'nationalities',
  occupation: 'occupations',
  sourceOfIncome: 'sourcesOfIncome',
} as const satisfies Record<string, keyof RegisterSettings>;

/** The choices the settings offer for a field, or null when the field is typed (or the list is missing). */
export function choicesOf(settings: RegisterSettings | null, field: string): readonly string[] | null {
  const list =
    field in CHOICE_LISTS ? settings?.[CHOICE_LISTS[field as keyof typeof CHOICE_LISTS]] : undefined;
  return list && list.length > 0 ? list : null;
}

/**
 * Labels of the choices in the user's language: nationalities are country codes named by Intl, the
 * other lists are the server's values with a translation when one exists (else the value as sent).
 */
export function useChoiceLabel(): (field: string, value: string) => string {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const regions = useMemo(
    () => new Intl.DisplayNames([languages[code].locale], { type: 'region', fallback: 'code' }),
    [code],
  );
  return (field, value) => {
    if (field === 'nationality') return safeRegionName(regions, value);
    return t(`register.${CHOICE_LISTS[field as keyof typeof CHOICE_LISTS] ?? field}.${value}`, {
      defaultValue: value,
    });
  };
}

// Intl throws on a string that is not a region code: show what the server sent instead of crashing.
function safeRegionName(regions: Intl.DisplayNames, value: string): string {
  try {
    return regions.of(value) ?? value;
  } catch {
    return value;
  }
}
