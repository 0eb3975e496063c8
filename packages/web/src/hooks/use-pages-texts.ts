import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's texts of the spec's smaller pages (app guide), each its own chunk.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/memberPages.json');
const pagesTexts: NamespaceLoader = async (folder) =>
  (await files[`../i18n/locales/${folder}/memberPages.json`]?.())?.default;

/** Loads the `memberPages` namespace (the app download guide; EN included, not part of start-up). */
export function usePagesTexts() {
  const { i18n } = useTranslation();
  return useQuery(
    textsQuery('memberPages', i18n.language, () => loadNamespace(i18n, 'memberPages', pagesTexts)),
  );
}
