import type { RouteObject } from 'react-router-dom';
import { pathsOf, routes, type RouteName } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-with-timeout';
import { RootFrame } from './root-frame';
import { RouteFrame } from './routes/route-frame';

/**
 * Each route's page, loaded lazily from its feature folder (a chunk per page, with the spec's
 * 120 s timeout). To add a page: add its URL to `config/paths.ts`, then its loader here.
 */
const pages = {
  home: lazyPage(() => import('@/features/home/home-page'), 'HomePage'),
  login: lazyPage(() => import('./routes/login-route'), 'LoginRoute'),
  register: lazyPage(() => import('./routes/register-route'), 'RegisterRoute'),
  agent: lazyPage(() => import('@/features/agent/agent-landing-page'), 'AgentLandingPage'),
  agentHome: lazyPage(() => import('@/app/routes/agent-route'), 'AgentRoute'),
  member: lazyPage(() => import('@/app/routes/member-route'), 'MemberRoute'),
  help: lazyPage(() => import('@/features/help/help-page'), 'HelpPage'),
  sports: lazyPage(() => import('@/features/games/game-centre-page'), 'GameCentrePage'),
  esports: lazyPage(() => import('@/features/games/game-centre-page'), 'GameCentrePage'),
  lott: lazyPage(() => import('@/features/games/game-centre-page'), 'GameCentrePage'),
  elott: lazyPage(() => import('@/features/games/game-centre-page'), 'GameCentrePage'),
  cockfight: lazyPage(() => import('@/features/games/game-centre-page'), 'GameCentrePage'),
  live: lazyPage(() => import('@/features/games/game-list-page'), 'GameListPage'),
  fish: lazyPage(() => import('@/features/games/game-list-page'), 'GameListPage'),
  rng: lazyPage(() => import('@/features/games/game-list-page'), 'GameListPage'),
  pvp: lazyPage(() => import('@/features/games/game-list-page'), 'GameListPage'),
  crash: lazyPage(() => import('@/features/games/game-list-page'), 'GameListPage'),
  favorite: lazyPage(() => import('@/features/favourites/my-games-page'), 'MyGamesPage'),
  recent: lazyPage(() => import('@/features/favourites/my-games-page'), 'MyGamesPage'),
  lottery: lazyPage(() => import('@/features/lottery/lottery-page'), 'LotteryPage'),
  seaLottery: lazyPage(() => import('@/features/lottery/lottery-page'), 'LotteryPage'),
  vnLottery: lazyPage(() => import('@/features/lottery/lottery-page'), 'LotteryPage'),
  lotteryResults: lazyPage(() => import('@/features/lottery/lottery-results-page'), 'LotteryResultsPage'),
  promotions: lazyPage(() => import('@/features/promotions/promotions-page'), 'PromotionsPage'),
  pointMall: lazyPage(() => import('@/features/points/components/point-mall-page'), 'PointMallPage'),
  vip: lazyPage(() => import('@/features/rewards/components/vip-page'), 'VipPage'),
  seamless: lazyPage(() => import('@/features/promotions/seamless-page'), 'SeamlessPage'),
  search: lazyPage(() => import('@/features/games/search/game-search-page'), 'GameSearchPage'),
  appGuide: lazyPage(() => import('@/features/app-guide/components/app-guide-page'), 'AppGuidePage'),
  affiliate: lazyPage(() => import('@/features/affiliate/components/affiliate-page'), 'AffiliatePage'),
  news: lazyPage(() => import('./routes/news-route'), 'NewsRoute'),
} satisfies Record<RouteName, unknown>;

const notFound = lazyPage(() => import('./routes/not-found-route'), 'NotFoundRoute');

/** The route table of the app (tests mount it in a memory router). */
export function appRoutes(): RouteObject[] {
  const children = (Object.keys(routes) as RouteName[]).flatMap((name) =>
    pathsOf(name).map((path) => ({
      path,
      element: <RouteFrame name={name} page={pages[name]} />,
    })),
  );
  return [
    {
      element: <RootFrame />,
      children: [...children, { path: '*', element: <RouteFrame name="home" page={notFound} /> }],
    },
  ];
}
