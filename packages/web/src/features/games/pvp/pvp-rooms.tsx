import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/error-keys';
import { cardName } from '@/lib/game-categories';
import { usePvpRooms } from '../api/list-pvp-rooms';
import { PvpRoomRow } from './pvp-room-row';
import './pvp-rooms.css';

/**
 * The rooms of a PvP vendor on /pvp (the chosen vendor, else the first): each table with its stakes,
 * the balance to sit down and its seats, and Play for the room's game. Members only: the call needs a session.
 */
export function PvpRooms({
  vendors,
  vassalage,
  games,
}: {
  vendors: readonly Schemas['GameCard'][];
  vassalage: string | undefined;
  games: readonly Schemas['GameCard'][];
}) {
  const { t } = useTranslation('gameLobby');
  const { t: tCommon } = useTranslation();
  const vendor = vendors.find((card) => card.vassalage === vassalage) ?? (vassalage ? undefined : vendors[0]);
  const code = vendor?.vassalage ?? vassalage ?? '';
  const rooms = usePvpRooms(code);
  if (!code) return null;
  const title = t('pvp.title', { vendor: vendor ? cardName(vendor) : code });
  return (
    <section className="pvp-rooms" aria-labelledby="pvp-rooms-title">
      <h2 id="pvp-rooms-title" className="section-title">
        {title}
      </h2>
      {rooms.isPending ? <Spinner /> : null}
      {rooms.isError ? (
        <EmptyState
          alert
          title={describeError(tCommon, rooms.error)}
          action={
            <button type="button" className="button" onClick={() => void rooms.refetch()}>
              {t('retry')}
            </button>
          }
        />
      ) : null}
      {rooms.isSuccess && rooms.data.length === 0 ? (
        <EmptyState title={t('pvp.empty', { vendor: vendor ? cardName(vendor) : code })} />
      ) : null}
      {rooms.isSuccess && rooms.data.length > 0 ? (
        <ul className="pvp-rooms__list" aria-label={title}>
          {rooms.data.map((room) => (
            <PvpRoomRow
              key={room.roomId}
              room={room}
              game={games.find((game) => room.gameCode && game.gameCode === room.gameCode)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
