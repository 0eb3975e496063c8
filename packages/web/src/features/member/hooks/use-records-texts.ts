import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's record texts, each its own chunk; named here so start-up does not carry the list.
const records = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../i18n/locales/*/memberRecords.json',
);
// The report frame (range, pager, totals, export, chart) is shared with the agent's reports and speaks their namespace.
const frame = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../i18n/locales/*/agentReports.json',
);
const recordsTexts: NamespaceLoader = async (folder) =>
  (await records[`../../../i18n/locales/${folder}/memberRecords.json`]?.())?.default;
const frameTexts: NamespaceLoader = async (folder) =>
  (await frame[`../../../i18n/locales/${folder}/agentReports.json`]?.())?.default;

/** Loads the records' texts and the report frame's (neither is part of start-up; EN included). */
export function useRecordsTexts() {
  const { i18n } = useTranslation();
  return useQuery(
    textsQuery('memberRecords', i18n.language, () =>
      Promise.all([
        loadNamespace(i18n, 'memberRecords', recordsTexts),
        loadNamespace(i18n, 'agentReports', frameTexts),
      ]),
    ),
  );
}
