import type { Schemas } from '@lobby/sdk';
import { hrefs } from '@/config/paths';

const withGameCode = (path: string, card: Schemas['GameCard']): string =>
  card.gameCode ? `${path}?gameCode=${encodeURIComponent(card.gameCode)}` : path;

/**
 * Where a card goes instead of being launched (section 2's launch routes): the lottery pages with
 * their game code, or the RNG list of a vendor. `null` means launch it.
 */
export function launchTarget(card: Schemas['GameCard']): string | null {
  if (card.vassalage === 'TCG_LOTTO_VN') return withGameCode('/vnLottery', card);
  if (card.vassalage === 'TCG_SEA') return withGameCode('/seaLottery', card);
  if (card.gameType === 'LOTT' || card.gameType === 'ELOTT') return withGameCode('/lottery', card);
  if (card.gameType === 'RNG' && card.isGame === 'VASSALAGE') return hrefs.category('rng', card.vassalage);
  return null;
}
