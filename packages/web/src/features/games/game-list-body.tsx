import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { GameCardGrid } from '@/components/games/game-card-grid';
import { LoadError } from '@/components/ui/load-error';
import type { Favourites } from '@/hooks/use-favourites';
import { LoadMore } from './load-more';
import type { useGameList } from './use-game-list';

/**
 * A paged game list as the list page and the vendor's popup list show it: the games, an empty state
 * naming what is empty, a failure with Try again, and more on demand.
 */
export function GameListBody({
  list,
  favourites,
  emptyTitle,
}: {
  list: ReturnType<typeof useGameList>;
  favourites: Favourites;
  emptyTitle: string;
}) {
  const { t } = useTranslation('games');
  const games = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      {list.isPending ? <Spinner /> : null}
      {list.isError && games.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} retryLabel={t('list.retry')} />
      ) : null}
      {list.isSuccess && games.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      {games.length > 0 ? (
        <GameCardGrid label={t('list.games')} games={games} favourites={favourites} />
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {list.isSuccess
          ? t('list.count', { count: games.length, total: list.data.pages.at(-1)?.total ?? games.length })
          : ''}
      </p>
      {/* A later page that fails keeps the games shown; the Load more button below is the retry. */}
      {list.isFetchNextPageError ? <FormError error={list.error} /> : null}
      {list.hasNextPage ? (
        <LoadMore
          busy={list.isFetchingNextPage}
          onMore={() => void (list.isFetchingNextPage ? null : list.fetchNextPage())}
        />
      ) : null}
    </>
  );
}
