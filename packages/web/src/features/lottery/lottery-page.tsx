import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useRouteName } from '@/hooks/use-route-name';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { categoriesPrizeMode } from '@/lib/game-categories';
import { useVendorCategories } from '@/hooks/use-vendor-categories';
import { embedFrameSandbox } from '@/lib/frame-sandbox';
import { resolveCdnUrl } from '@lobby/sdk';
import { hrefs, routes } from '@/config/paths';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { useGameLobbyTexts } from '@/hooks/use-game-lobby-texts';
import { useLotteryLobby } from './api/get-lottery-lobby';
import { LotteryMenus } from './lottery-menus';
import { safeUrl } from '@/lib/safe-url';
import './lottery.css';

/**
 * /lottery, /seaLottery and /vnLottery (login required by the route guard): the lottery lobby, or
 * the betting page of `?gameCode=`, in a sandboxed frame.
 */
export function LotteryPage() {
  const { t, i18n } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const route = useRouteName();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') || undefined;
  const sdk = useSdk();
  const { sessionKey } = useSession();
  const { categories, isPending: categoriesPending } = useVendorCategories();
  const mode = route === 'seaLottery' ? 'SEA' : categoriesPrizeMode(categories);
  const lobby = useLotteryLobby(
    { route, mode, gameCode, language: i18n.language },
    route === 'seaLottery' || !categoriesPending,
  );
  // A lobby path is served by one of the configured launch hosts, as game launches are.
  const launchCdns = useQueryClient().getQueryData(siteConfigQuery(sdk).queryKey)?.launchCdns;
  const url = lobby.data ? (resolveCdnUrl(lobby.data.url, launchCdns) ?? undefined) : undefined;
  // Only an app path or an http(s) address is embedded: the one safe-URL check refuses the rest (javascript:, data:, //host).
  const frameUrl = url ? safeUrl(url) : null;
  const lobbyTexts = useGameLobbyTexts();

  return (
    <div className="page lottery-page">
      <div className="lottery-page__head">
        <h1 className="page__title">{t(`lottery.${route}`)}</h1>
        <Link className="button button--small" to={hrefs.lotteryResults()}>
          {tCommon('nav.drawResults')}
        </Link>
      </div>
      {lobbyTexts.isSuccess ? (
        <LotteryMenus path={routes[route].path} mode={mode} gameCode={gameCode} ready={lobby.isSuccess} />
      ) : null}
      {lobby.isPending && sessionKey !== null ? <Spinner /> : null}
      {lobby.isError ? (
        <EmptyState
          alert
          title={describeError(tCommon, lobby.error)}
          action={
            <button type="button" className="button" onClick={() => void lobby.refetch()}>
              {t('list.retry')}
            </button>
          }
        />
      ) : null}
      {url && !frameUrl ? <EmptyState title={t('lottery.invalidUrl')} /> : null}
      {frameUrl ? (
        <iframe
          className="lottery-page__frame"
          title={t(`lottery.${route}`)}
          src={frameUrl}
          sandbox={embedFrameSandbox(frameUrl)}
          referrerPolicy="no-referrer"
          allow="fullscreen"
        />
      ) : null}
    </div>
  );
}
