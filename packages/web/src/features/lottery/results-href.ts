import { hrefs } from '@/config/paths';

/**
 * The draw results with a game's draws of `date` (today when absent), page `page`, scrolled to. Built here, not
 * in `hrefs`: the menus only link the bare page, and the home's first load has no room for the rest.
 */
export function resultsHref(gameCode: string, date?: string, page = 1): string {
  const query = new URLSearchParams({
    gameCode,
    ...(date ? { date } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  return `${hrefs.lotteryResults()}?${query.toString()}#earlier-draws`;
}
