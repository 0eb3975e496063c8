import { sharedKeys } from './query-keys';

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
  ['content', 'announcements'],
  sharedKeys.vendors(),
  ['games', 'hot'],
  ['games', 'winner-board'],
  ['games', 'jackpot'],
  ['games', 'menus'],
  ['system', 'help'],
  sharedKeys.countryCodes(),
  sharedKeys.merchantWallet(),
  ['livechat', 'models'],
];
