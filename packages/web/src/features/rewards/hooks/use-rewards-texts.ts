import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's rewards texts, each its own chunk; named here so start-up does not carry the list.
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../i18n/locales/*/memberRewards.json',
);
const rewardsTexts: NamespaceLoader = async (folder) =>
  (await files[`../../../i18n/locales/${folder}/memberRewards.json`]?.())?.default;

/** Loads the reward centre's, missions' and VIP texts (the `memberRewards` namespace, not part of start-up). */
export function useRewardsTexts() {
  const { i18n } = useTranslation();
  return useQuery(
    textsQuery('memberRewards', i18n.language, () => loadNamespace(i18n, 'memberRewards', rewardsTexts)),
  );
}
