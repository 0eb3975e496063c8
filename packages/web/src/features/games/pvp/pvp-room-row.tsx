import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useGameLauncher } from '@/components/game-launch/game-launcher';
import { useLanguage } from '@/hooks/use-language';
import { useSession } from '@/hooks/use-session';
import { formatMoney } from '@/lib/format';

/** One PvP room: name, stakes, the balance to sit down, seats taken; Play when its game is known. */
export function PvpRoomRow({
  room,
  game,
}: {
  room: Schemas['PvpRoom'];
  game: Schemas['GameCard'] | undefined;
}) {
  const { t } = useTranslation('gameLobby');
  const launch = useGameLauncher();
  const { code } = useLanguage();
  const symbol = useSession().member?.currencySymbol ?? '';
  const money = (amount: number) => formatMoney(amount, code, symbol);
  return (
    <li className="pvp-room" aria-label={room.roomName}>
      <span className="pvp-room__name">{room.roomName}</span>
      {room.minBet != null && room.maxBet != null ? (
        <span>{t('pvp.bets', { min: money(room.minBet), max: money(room.maxBet) })}</span>
      ) : null}
      {room.minBalance != null ? (
        <span>{t('pvp.minBalance', { amount: money(room.minBalance) })}</span>
      ) : null}
      {room.playerCount != null && room.maxPlayers != null ? (
        <span>{t('pvp.seats', { taken: room.playerCount, max: room.maxPlayers })}</span>
      ) : null}
      {game ? (
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => launch(game)}
          aria-label={t('pvp.playNamed', { room: room.roomName })}
        >
          {t('pvp.play')}
        </button>
      ) : null}
    </li>
  );
}
