/**
 * The query keys of the reads several features share: the session's member and what hangs on it (offers,
 * referral, unread count, missions), the wallet's balance, the brand's configuration and wallet mode,
 * notices, vendors, favourites and lazily loaded texts. A feature's own reads take theirs from its one
 * factory, `features/<name>/api/<name>-keys.ts`. Keys name a session by `tokens.sessionKey()`, never by
 * its token. A session's end forgets every read but the public ones (`public-query-roots.ts`). Start-up carries
 * this file: keep it to keys.
 */
export const sharedKeys = {
  /** The brand's configuration (status and whitelabel); the start-up gate fills it. */
  siteConfig: () => ['site-config'] as const,
  /** Every session's member info: what a claim, a read message or a money move marks stale. */
  memberInfos: () => ['member', 'info'] as const,
  memberInfo: (sessionKey: string | null) => ['member', 'info', sessionKey] as const,
  memberIcon: (sessionKey: string | null) => ['member', 'icon', sessionKey] as const,
  /** The contracts offered to the member; an answer in the contract popup marks them stale. */
  contracts: () => ['member', 'contracts'] as const,
  pendingContracts: (sessionKey: string | null) => ['member', 'contracts', 'pending', sessionKey] as const,
  /** Under the member's social keys (`socialKeys.all`), so their invalidation reaches it. */
  referral: () => ['member', 'social', 'referral'] as const,
  /** The inbox's pages, under the member's social keys like the referral: a message received reads them again. */
  inbox: () => ['member', 'social', 'messages'] as const,
  /** Everything a money move can change: balances, money lists and limits (`walletKeys` sits under it). */
  wallet: () => ['wallet'] as const,
  balances: () => ['wallet', 'balance'] as const,
  balance: (sessionKey: string | null) => ['wallet', 'balance', sessionKey] as const,
  /** The payments waiting for the member's receipt confirmation. */
  confirmations: () => ['wallet', 'confirmations'] as const,
  /** The agent's team (its levels, searches and direct agents): what a transfer within the team changes. */
  agentTeam: () => ['agent', 'team'] as const,
  notices: (sessionKey: string | null) => ['content', 'notices', sessionKey] as const,
  vendors: () => ['games', 'vendors'] as const,
  /** A lazily loaded texts bundle (a namespace, or a screen's group of them) in one language. */
  texts: (bundle: string, language: string) => ['i18n', bundle, language] as const,
  unreadCounts: () => ['member', 'unread'] as const,
  unreadCount: (sessionKey: string | null) => ['member', 'unread', sessionKey] as const,
  /** The missions summary; under `rewards`, so a claim's invalidation reads it again. */
  missions: () => ['rewards', 'missions'] as const,
  /** The favourite lists (the page's and the lobby's FAV lists); the favourites flow marks them stale. */
  favourites: () => ['games', 'favourite-list'] as const,
  /** The brand's wallet mode, cached for the session like the SDK's session cache: not under `wallet`. */
  merchantWallet: () => ['system', 'merchant-wallet'] as const,
  countryCodes: () => ['system', 'country-codes'] as const,
};
