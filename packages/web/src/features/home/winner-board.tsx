import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { BIGGEST_WINS_ITEMS } from '@lobby/flows';
import { useImageUrl } from '@/hooks/use-image-url';
import type { LanguageCode } from '@/config/languages';
import { useLanguage } from '@/hooks/use-language';
import { useSiteConfig } from '@/hooks/use-site-config';
import { formatMoney } from '@/lib/format';
import { LoadError } from '@/components/ui/load-error';
import { useJackpot } from './api/get-jackpot';
import { useWinnerBoard } from './api/get-winner-board';
import { ScrollingList } from './scrolling-list';

/** A row; the language and currency come from the board (dozens of rows: one configuration observer, not one each). */
function WinnerRow({
  item,
  code,
  currencySymbol,
}: {
  item: Schemas['WinnerBoardItem'];
  code: LanguageCode;
  currencySymbol: string;
}) {
  const icon = useImageUrl(item.iconUrl);
  return (
    <>
      <img className="winner-row__icon" src={icon} alt="" width={36} height={36} loading="lazy" />
      <span className="winner-row__who">
        <span className="winner-row__name">{item.customerName}</span>
        <span className="winner-row__game">{item.gameName}</span>
      </span>
      <span className="winner-row__amount">{formatMoney(item.winAmount, code, currencySymbol)}</span>
    </>
  );
}

/** A winner list with nothing to show: still loading, failed (why, with Try again), or no winners yet. */
function WinnersEmpty({
  pending,
  error,
  onRetry,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('games');
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  return <p className="winner-board__empty">{pending ? t('list.loading') : t('home.noWinners')}</p>;
}

const keyOf = (item: Schemas['WinnerBoardItem'], index: number) =>
  `${item.customerName}-${item.gameName}-${index}`;

/** Biggest wins (the winner board's first 9) and the jackpot winners, side by side on desktop. */
export function WinnerBoard() {
  const { t } = useTranslation('games');
  const { code } = useLanguage();
  const { currencySymbol } = useSiteConfig();
  const row = (item: Schemas['WinnerBoardItem']) => (
    <WinnerRow item={item} code={code} currencySymbol={currencySymbol} />
  );
  const wins = useWinnerBoard(code);
  const jackpot = useJackpot(code);
  // The rows (two copies each, for the seamless loop) are the page's biggest block of nodes: they are
  // built at transition priority, in slices, rather than in one blocking render when the answers land.
  const winsData = useDeferredValue(wins.data);
  const jackpotData = useDeferredValue(jackpot.data);
  const biggest = (winsData ?? []).slice(0, BIGGEST_WINS_ITEMS);
  const winners = jackpotData?.winners ?? [];
  return (
    <div className="winner-board">
      <section className="winner-board__panel" aria-labelledby="biggest-wins-title">
        <h2 id="biggest-wins-title" className="section-title">
          {t('home.biggestWins')}
        </h2>
        {biggest.length > 0 ? (
          <ScrollingList items={biggest} keyOf={keyOf} label={t('home.biggestWins')} render={row} />
        ) : (
          <WinnersEmpty
            pending={wins.isPending || winsData !== wins.data}
            error={wins.isError ? wins.error : null}
            onRetry={() => void wins.refetch()}
          />
        )}
      </section>
      <section className="winner-board__panel" aria-labelledby="jackpot-winners-title">
        <h2 id="jackpot-winners-title" className="section-title">
          {t('home.jackpotWinners')}
        </h2>
        {winners.length > 0 ? (
          <ScrollingList items={winners} keyOf={keyOf} label={t('home.jackpotWinners')} render={row} />
        ) : (
          <WinnersEmpty
            pending={jackpot.isPending || jackpotData !== jackpot.data}
            error={jackpot.isError ? jackpot.error : null}
            onRetry={() => void jackpot.refetch()}
          />
        )}
      </section>
    </div>
  );
}
