import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's contract texts, each its own chunk; named here so start-up does not carry the list.
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../i18n/locales/*/agentContracts.json',
);
const contractTexts: NamespaceLoader = async (folder) =>
  (await files[`../../i18n/locales/${folder}/agentContracts.json`]?.())?.default;

/** Loads the contract texts (`agentContracts`, shared with the agent centre's contract panels) for the contract popup. */
export function useContractTexts() {
  const { i18n } = useTranslation();
  return useQuery(
    textsQuery('agentContracts', i18n.language, () => loadNamespace(i18n, 'agentContracts', contractTexts)),
  );
}
