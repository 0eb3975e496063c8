import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's texts of the promotions' apply form, raffle and applications and of the feedback form, each its own chunk.
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../i18n/locales/*/memberPromotions.json',
);
const promotionTexts: NamespaceLoader = async (folder) =>
  (await files[`../i18n/locales/${folder}/memberPromotions.json`]?.())?.default;

/** Loads the `memberPromotions` namespace (not part of start-up): the promotions page and the feedback form use it. */
export function usePromotionTexts() {
  const { i18n } = useTranslation();
  return useQuery(
    textsQuery('memberPromotions', i18n.language, () =>
      loadNamespace(i18n, 'memberPromotions', promotionTexts),
    ),
  );
}
