import type { OperationId } from '@lobby/sdk';
import { sharedKeys } from './query-keys';

/** The root of an orval-generated read's keys (`src/generated/`): its operationId, typed so a renamed one fails. */
const generated = (operationId: OperationId): readonly string[] => [operationId];

// Apart from query-keys.ts, which start-up carries: only the end of a session reads this list.
/**
 * The roots of the reads that are the same for every visitor (the brand's configuration, texts, the catalogue's
 * public lists): all that a session's end keeps (`forgetMember`), and then only under no session's key. Anything
 * else, a new feature's reads included, is forgotten: a root belongs here only when its call sends no token and
 * its answer names no member.
 */
export const publicQueryRoots: readonly (readonly string[])[] = [
  sharedKeys.siteConfig(),
  ['i18n'],
  ['content', 'notices'],
  generated('listAnnouncements'),
  sharedKeys.vendors(),
  generated('listHotGames'),
  generated('getWinnerBoard'),
  generated('getJackpot'),
  generated('getGameMenus'),
  generated('getHelpCenter'),
  sharedKeys.countryCodes(),
  sharedKeys.merchantWallet(),
  generated('listChatModels'),
];
