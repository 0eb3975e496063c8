/**
 * Report date ranges: `yyyy-MM-dd` days, inclusive, as the record and report calls take them. The
 * pickers offer the last 7 or 30 days and step to the previous or next 7 or 30 days (a range moves by
 * its own span); a custom range spans at most 31 days. Days are counted in the report timezone.
 */
import { flowError, type FlowError } from '../errors.js';

/** A report's range: first and last day, `yyyy-MM-dd`, inclusive. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The spans the pickers offer, in days. */
export const REPORT_RANGE_PRESETS = [7, 30] as const;
export type ReportRangePreset = (typeof REPORT_RANGE_PRESETS)[number];
/** The longest range a report covers, in days (the spec). */
export const REPORT_MAX_DAYS = 31;
/** Rows of a report page. */
export const REPORT_PAGE_SIZE = 20;
/** Rows per call while exporting every row of a report (the spec's pageSize maximum). */
export const REPORT_EXPORT_PAGE_SIZE = 100;

/**
 * The report timezone, as minutes east of GMT. The server stamps every time `yyyy-MM-dd HH:mm:ss`
 * in GMT (no site configuration names another zone), so days are GMT days and each report says so.
 */
export const REPORT_UTC_OFFSET_MIN = 0;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;
const pad = (n: number): string => String(n).padStart(2, '0');

/** The timezone's name as reports state it: `GMT`, `GMT+7`, `GMT-3:30`. */
export function timezoneLabel(offsetMin: number = REPORT_UTC_OFFSET_MIN): string {
  if (offsetMin === 0) return 'GMT';
  const sign = offsetMin > 0 ? '+' : '-';
  const abs = Math.abs(offsetMin);
  const minutes = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** Midnight GMT of a `yyyy-MM-dd` day in ms, or null when it is not a real calendar day. */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
    ? ms
    : null;
}

const ymd = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** Adds whole days to a `yyyy-MM-dd` day. */
export function addDays(date: string, days: number): string {
  const ms = dayNumber(date);
  if (ms === null) throw new RangeError(`not a date: ${date}`);
  return ymd(ms + days * DAY_MS);
}

/** Today in the report timezone, `yyyy-MM-dd`, at the instant `nowMs`. */
export function todayIn(nowMs: number, offsetMin: number = REPORT_UTC_OFFSET_MIN): string {
  return ymd(nowMs + offsetMin * 60_000);
}

/** The `days` days ending `today` (the picker's "last 7 days", "last 30 days"). */
export function lastDaysRange(days: number, today: string): DateRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** Days a range covers, counting both ends (0 or less when reversed). */
export function rangeDays(range: DateRange): number {
  const start = dayNumber(range.startDate);
  const end = dayNumber(range.endDate);
  return start === null || end === null ? 0 : (end - start) / DAY_MS + 1;
}

/** The range of the same span just before (-1) or after (1) this one: "previous 7 days", "next 7 days". */
export function shiftRange(range: DateRange, direction: -1 | 1): DateRange {
  const span = rangeDays(range);
  return {
    startDate: addDays(range.startDate, direction * span),
    endDate: addDays(range.endDate, direction * span),
  };
}

/** Which preset a range is, when it ends today and spans one; null for a custom range. */
export function presetOf(range: DateRange, today: string): ReportRangePreset | null {
  return REPORT_RANGE_PRESETS.find((days) => range.endDate === today && rangeDays(range) === days) ?? null;
}

/**
 * The first problem of a range a member typed, or null: `report_date_invalid` (not a calendar
 * day), `report_range_reversed` (ends before it starts), `report_range_too_long` (over 31 days).
 */
export function checkRange(range: DateRange): FlowError | null {
  if (dayNumber(range.startDate) === null || dayNumber(range.endDate) === null)
    return flowError('report_date_invalid');
  const days = rangeDays(range);
  if (days < 1) return flowError('report_range_reversed');
  if (days > REPORT_MAX_DAYS) return flowError('report_range_too_long', { max: REPORT_MAX_DAYS, days });
  return null;
}
