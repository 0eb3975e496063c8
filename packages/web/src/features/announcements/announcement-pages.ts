import { ANNOUNCEMENT_PAGE_SIZE } from '@lobby/flows';

/** One page of the announcements (pages of 9, counted from 1), the page clamped to those there are. */
export function announcementPage<T>(
  items: readonly T[],
  page: number,
): { visible: readonly T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / ANNOUNCEMENT_PAGE_SIZE));
  const current = Math.min(pages, Math.max(1, Number.isInteger(page) ? page : 1));
  const start = (current - 1) * ANNOUNCEMENT_PAGE_SIZE;
  return { visible: items.slice(start, start + ANNOUNCEMENT_PAGE_SIZE), page: current, pages };
}

/** The page (from 1) an announcement is on, so its full text leads back to its list page. */
export const pageOfIndex = (index: number): number =>
  index < 0 ? 1 : Math.floor(index / ANNOUNCEMENT_PAGE_SIZE) + 1;
