/**
 * CSV for report exports: RFC 4180 (CRLF rows, a field quoted when it holds a quote, comma, semicolon,
 * CR or LF, quotes doubled) and safe to open in a spreadsheet: a text cell that a spreadsheet would read
 * as a formula (starting with = + - @, a tab or a CR) gets a leading apostrophe. Numbers stay numbers.
 */

/** What a cell may hold. */
export type CsvValue = string | number | boolean | null | undefined;

/** One column of an export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

const FORMULA_START = /^[=+\-@\t\r]/u;
// Spreadsheets in locales whose decimal mark is a comma split a CSV at semicolons: a bare `;` in a cell
// would start a new cell there, one whose text escaped the formula check above.
const NEEDS_QUOTES = /[",;\r\n]/u;

/** One field, neutralised and quoted as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = typeof value === 'boolean' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}

/** The header line and one line per row, CRLF-separated and ended. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const line = (fields: readonly CsvValue[]): string => `${fields.map(csvField).join(',')}\r\n`;
  return (
    line(columns.map((column) => column.header)) +
    rows.map((row) => line(columns.map((column) => column.value(row)))).join('')
  );
}
