import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's money texts, each its own chunk; named here so start-up does not carry the list.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/money.json');
const moneyTexts: NamespaceLoader = async (folder) =>
  (await files[`../i18n/locales/${folder}/money.json`]?.())?.default;

/** Loads the money screens' texts (the `money` namespace, EN included, is not part of start-up). */
export function useMoneyTexts() {
  const { i18n } = useTranslation();
  return useQuery(textsQuery('money', i18n.language, () => loadNamespace(i18n, 'money', moneyTexts)));
}
