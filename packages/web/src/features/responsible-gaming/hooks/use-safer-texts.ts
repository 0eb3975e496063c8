import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's responsible-gaming texts, each its own chunk; named here so start-up does not carry the list.
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../i18n/locales/*/memberSafer.json',
);
const saferTexts: NamespaceLoader = async (folder) =>
  (await files[`../../../i18n/locales/${folder}/memberSafer.json`]?.())?.default;

/** Loads responsible gaming's texts (the `memberSafer` namespace, not part of start-up). */
export function useSaferTexts() {
  const { i18n } = useTranslation();
  return useQuery(
    textsQuery('memberSafer', i18n.language, () => loadNamespace(i18n, 'memberSafer', saferTexts)),
  );
}
