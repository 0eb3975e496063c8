import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, languageCodes, toLanguageCode, type LanguageCode } from '@/config/languages';
import { useServices } from '@/lib/app-services';
import { changeLanguage } from '@/lib/i18n';
import { siteConfigQuery } from './use-site-config';

export interface LanguageState {
  readonly code: LanguageCode;
  /** The deployment's override, else the brand's list from the configuration call, else all 21. */
  readonly supported: readonly LanguageCode[];
  change(code: LanguageCode): Promise<void>;
}

/** The current language, the supported list and a switch that loads the language's resources first. */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const { sdk, config } = useServices();
  const { data: site } = useQuery(siteConfigQuery(sdk));
  const supported =
    config.languages ??
    (site && site.supportedLanguages.length > 0 ? site.supportedLanguages : languageCodes);
  const change = useCallback((code: LanguageCode) => changeLanguage(i18n, code), [i18n]);
  return { code: toLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE, supported, change };
}
