/**
 * The lottery results' days: the backend keeps a game's draws of today and the days before it, GMT days as
 * the server stamps draw times, and refuses any other day; the results screen offers only the days it keeps.
 */
import { addDays, dayNumber, todayIn } from '../reports/date-range.js';

/** How many days of draws the backend keeps, today included. */
export const LOTTERY_DRAW_DAYS = 30;
/** Draws per page of a game's day (a one-minute keno draws 1440 a day). */
export const LOTTERY_DRAW_PAGE_SIZE = 20;

/** The first and last day whose draws can be asked for at `nowMs`, `yyyy-MM-dd`. */
export function drawDays(nowMs: number): { first: string; last: string } {
  const last = todayIn(nowMs, 0);
  return { first: addDays(last, -(LOTTERY_DRAW_DAYS - 1)), last };
}

/** Whether `date` is a real day among the kept ones (a typed or linked day outside them is not asked for). */
export function isDrawDay(date: string, nowMs: number): boolean {
  const { first, last } = drawDays(nowMs);
  return dayNumber(date) !== null && date >= first && date <= last;
}
