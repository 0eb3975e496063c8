import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's texts of the affiliate application, each its own chunk, loaded with the page.
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../i18n/locales/*/memberAffiliate.json',
);
const affiliateTexts: NamespaceLoader = async (folder) =>
  (await files[`../../../i18n/locales/${folder}/memberAffiliate.json`]?.())?.default;

/** Loads the `memberAffiliate` namespace (EN included, not part of start-up). */
export function useAffiliateTexts() {
  const { i18n } = useTranslation();
  return useQuery(
    textsQuery('memberAffiliate', i18n.language, () =>
      loadNamespace(i18n, 'memberAffiliate', affiliateTexts),
    ),
  );
}
