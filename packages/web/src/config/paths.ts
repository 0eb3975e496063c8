/**
 * The one typed list of route URLs, the product's pages. `access` drives the guard,
 * `layout` the frame: `main` has header, side menu and footer; `game` hides the side menu;
 * `bare` has no header (agent pages).
 * The paths the flows navigate to come from the flows' `ROUTES`, so the two cannot drift. Imported from
 * the start-up's entry of the flows: the first script (early.ts) uses this file, and the whole index there
 * would bring every machine into it (build/early-modules.ts fails such a build).
 */
import { ROUTES } from '@lobby/flows/app-start';

export type RouteAccess = 'public' | 'member' | 'agent';
export type RouteLayout = 'main' | 'game' | 'bare';

interface RouteEntry {
  /** The canonical path, as react-router matches it. */
  readonly path: string;
  /** Other paths that render the same page. */
  readonly aliases?: readonly string[];
  readonly access: RouteAccess;
  readonly layout: RouteLayout;
}

const route = (
  path: string,
  access: RouteAccess,
  layout: RouteLayout,
  aliases?: readonly string[],
): RouteEntry => ({
  path,
  access,
  layout,
  ...(aliases ? { aliases } : {}),
});

export const routes = {
  home: route(ROUTES.home, 'public', 'main', ['/index', '/index.html', '/home']),
  login: route('/login', 'public', 'main'),
  register: route('/register', 'public', 'main'),
  agent: route(ROUTES.agent, 'public', 'bare'),
  agentHome: route(`${ROUTES.agentHome}/:tab?`, 'agent', 'bare'),
  member: route('/member/:tab?', 'member', 'main'),
  help: route('/help', 'public', 'main', ['/helpmc']),
  sports: route('/sports', 'public', 'game'),
  esports: route('/esports', 'public', 'game'),
  lott: route('/lott', 'public', 'game'),
  elott: route('/elott', 'public', 'game'),
  cockfight: route('/cockfight', 'public', 'game'),
  live: route('/live', 'public', 'game'),
  fish: route('/fish', 'public', 'game'),
  rng: route(ROUTES.rng, 'public', 'game'),
  pvp: route('/pvp', 'public', 'game'),
  crash: route('/crash', 'public', 'game'),
  favorite: route('/favorite', 'member', 'game'),
  recent: route('/recent', 'member', 'game'),
  lottery: route(ROUTES.lottery, 'member', 'game'),
  seaLottery: route(ROUTES.seaLottery, 'member', 'game'),
  vnLottery: route(ROUTES.vnLottery, 'member', 'game'),
  // The lottery games' drawn numbers (the lottery pages and the menus link here); draws name no member.
  lotteryResults: route('/lottery/results', 'public', 'main'),
  promotions: route('/promotions', 'public', 'main'),
  pointMall: route('/pointMall', 'member', 'main'),
  // The VIP levels and the member's progress (side menu's VIP); a visitor is asked to log in there.
  vip: route('/vip', 'public', 'main'),
  // Games by name across vendors (`?q=`), reached from the header.
  search: route('/search', 'public', 'main'),
  // The app download and install guide (side menu's app download); only when the brand offers an app.
  appGuide: route('/download', 'public', 'main'),
  // The affiliate application (footer's affiliate): visitors and players apply; agents already are affiliates.
  affiliate: route('/affiliate', 'public', 'main'),
  seamless: route('/seamless', 'public', 'main'),
  // The announcements as pages (`?page=` of 9), each one's full text at its id.
  news: route('/news/:id?', 'public', 'main'),
  // Bonus bets, mini games and the credit report, which the spec also names, have no screen: no route, link or
  // configuration flag shows them until one is built (hide, don't fake).
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routes;

/** Every path a route answers on: its own and its aliases. */
export const pathsOf = (name: RouteName): readonly string[] => {
  const entry: RouteEntry = routes[name];
  return [entry.path, ...(entry.aliases ?? [])];
};

/** Game centre categories (one page per category with its vendors). */
export const gameCentreRoutes = [
  'sports',
  'esports',
  'lott',
  'elott',
  'cockfight',
] as const satisfies readonly RouteName[];
/** The game centres of lottery games: their menus lead to the draw results too. */
export const lotteryCategoryRoutes: readonly RouteName[] = ['lott', 'elott'];
/** Game list categories (a paged list of games; fish and rng accept `?vassalage=`). */
export const gameListRoutes = ['live', 'fish', 'rng', 'pvp', 'crash'] as const satisfies readonly RouteName[];

/** Member centre tabs; the first is the default. */
export const memberTabs = [
  'securityCenter',
  'responsibleGaming',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
// A section the spec names joins this list only with its screen (hide, don't fake).
export type MemberTab = (typeof memberTabs)[number];

/** Agent centre tabs; `agentTeamOverview` is the default. */
export const agentTabs = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentTab = (typeof agentTabs)[number];

/** The agent console's own screens under `/agentHome/<section>` (the member's money screens), not in the sections nav. */
export const agentConsoleSections = ['deposit', 'withdraw'] as const;
export type AgentConsoleSection = (typeof agentConsoleSections)[number];

/** Builders for links, so no component spells a URL by hand. */
export const hrefs = {
  home: () => '/',
  login: () => '/login',
  register: (referralCode?: string) =>
    referralCode ? `/register?referralCode=${encodeURIComponent(referralCode)}` : '/register',
  agent: () => '/agent',
  agentHome: (tab?: AgentTab) => (tab ? `/agentHome/${tab}` : '/agentHome'),
  agentConsole: (section: AgentConsoleSection) => `/agentHome/${section}`,
  member: (tab?: MemberTab) => (tab ? `/member/${tab}` : '/member'),
  help: (hash?: string) => (hash ? `/help#${hash}` : '/help'),
  category: (name: RouteName, vassalage?: string) =>
    vassalage ? `${routes[name].path}?vassalage=${encodeURIComponent(vassalage)}` : routes[name].path,
  promotions: () => '/promotions',
  pointMall: () => '/pointMall',
  vip: () => '/vip',
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  appGuide: () => '/download',
  news: (id?: string) => (id ? `/news/${encodeURIComponent(id)}` : '/news'),
  newsPage: (page: number) => (page > 1 ? `/news?page=${page}` : '/news'),
  affiliate: () => '/affiliate',
  seamless: () => '/seamless',
  favorite: () => '/favorite',
  recent: () => '/recent',
  lotteryResults: () => '/lottery/results',
} as const;
