import { languages, type LanguageCode } from '@/config/languages';

const pad = (value: number): string => String(value).padStart(2, '0');

/** Formats a time as `yyyy-MM-dd HH:mm:ss` (announcements and records); invalid input stays as given. */
export function formatDateTime(value: string | number | Date): string {
  const date =
    value instanceof Date ? value : new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

// Building an Intl formatter costs far more than formatting with it (the jackpot formats every
// animation frame): one formatter per language and style, kept for the page's life.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an amount in the language's number style, with the brand's currency symbol in front. */
export function formatMoney(amount: number, language: LanguageCode, currencySymbol = ''): string {
  const { locale } = languages[language];
  const number = cached(
    `money:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(amount);
  return currencySymbol ? `${currencySymbol} ${number}` : number;
}

/** Formats a date in the language's long style (e.g. footers, centre headers). */
export function formatDate(value: Date, language: LanguageCode): string {
  const { locale } = languages[language];
  return cached(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(
    value,
  );
}

/** Formats a count in the language's number style. */
export function formatNumber(value: number, language: LanguageCode): string {
  const { locale } = languages[language];
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

const ymd = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The record date range ending today and covering `days` days (the pickers offer 7 and 30). */
export function lastDays(days: number, today: Date = new Date()): { startDate: string; endDate: string } {
  const start = new Date(today);
  start.setDate(start.getDate() - (days - 1));
  return { startDate: ymd(start), endDate: ymd(today) };
}
