import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's texts of the inbox, referral and points mall, each its own chunk.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/memberSocial.json');
const socialTexts: NamespaceLoader = async (folder) =>
  (await files[`../i18n/locales/${folder}/memberSocial.json`]?.())?.default;

/** Loads the `memberSocial` namespace (inbox, referral, points mall; EN included, not part of start-up). */
export function useSocialTexts() {
  const { i18n } = useTranslation();
  return useQuery(
    textsQuery('memberSocial', i18n.language, () => loadNamespace(i18n, 'memberSocial', socialTexts)),
  );
}
