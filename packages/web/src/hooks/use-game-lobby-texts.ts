import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's texts of the game lobby's extras (select types, PvP rooms, popup game lists, lottery menus).
const files = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/gameLobby.json');
const lobbyTexts: NamespaceLoader = async (folder) =>
  (await files[`../i18n/locales/${folder}/gameLobby.json`]?.())?.default;

/** Loads the `gameLobby` namespace (EN included, not part of start-up: the home's budget has no room). */
export function useGameLobbyTexts() {
  const { i18n } = useTranslation();
  return useQuery(textsQuery('gameLobby', i18n.language, () => loadNamespace(i18n, 'gameLobby', lobbyTexts)));
}
