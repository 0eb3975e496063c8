import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv, type CsvColumn } from './csv.js';

/** A strict RFC 4180 reader (CRLF records), to read back what `toCsv` wrote. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  while (i < text.length) {
    const char = text[i];
    if (char === '"' && field === '') {
      i += 1;
      while (!(text[i] === '"' && text[i + 1] !== '"')) {
        if (i >= text.length) throw new Error('unterminated quote');
        field += text[i];
        i += text[i] === '"' ? 2 : 1;
      }
      i += 1;
    } else if (char === ',') {
      endField();
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      endField();
      records.push(record);
      record = [];
      i += 2;
    } else if (char === '"' || char === '\r' || char === '\n')
      throw new Error(`bare ${JSON.stringify(char)} at ${i}`);
    else {
      field += char;
      i += 1;
    }
  }
  if (field !== '' || record.length) throw new Error('last record not ended by CRLF');
  return records;
}

/**
 * How a spreadsheet whose list separator is `;` (locales with a decimal comma) splits a line: at `;` and
 * CRLF outside quotes, quotes dropped, a comma kept as text.
 */
function readWithSemicolons(text: string): string[][] {
  const records: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"' && quoted && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ';' || text.startsWith('\r\n', i))) {
      records.at(-1)?.push(field);
      field = '';
      if (char !== ';') {
        records.push([]);
        i += 1;
      }
    } else field += char;
  }
  return records.slice(0, -1);
}

const FORMULA = /^[=+\-@\t\r]/u;

type Row = { name: string; amount: number; note?: string };
const columns: CsvColumn<Row>[] = [
  { header: 'Account', value: (r) => r.name },
  { header: 'Amount', value: (r) => r.amount },
];
const withNote: CsvColumn<Row>[] = [...columns, { header: 'Note', value: (r) => r.note }];

describe('toCsv', () => {
  it('writes a header and CRLF rows, quoting only what needs it', () => {
    expect(
      toCsv(
        [
          { name: 'sub1', amount: -12.5 },
          { name: 'a,"b"\nc', amount: 3 },
        ],
        columns,
      ),
    ).toBe('Account,Amount\r\nsub1,-12.5\r\n"a,""b""\nc",3\r\n');
  });
  it('neutralises formula cells but keeps numbers as numbers', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvField(-2)).toBe('-2');
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect([null, undefined, Number.NaN, Infinity, true].map(csvField)).toEqual(['', '', '', '', 'true']);
  });
  it('an empty export is the header line alone', () => {
    expect(toCsv([], columns)).toBe('Account,Amount\r\n');
  });
  it('quotes a cell holding a semicolon, so a `;` spreadsheet does not split it into a formula cell', () => {
    expect(csvField('a;=HYPERLINK("http://x")')).toBe('"a;=HYPERLINK(""http://x"")"');
    const line = toCsv([{ name: ';=cmd()', amount: 1, note: 'x;@SUM(A1)' }], withNote);
    expect(readWithSemicolons(line)).toEqual([['Account,Amount,Note'], [';=cmd(),1,x;@SUM(A1)']]);
  });
  const text = fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ';', 'a', '1', ' ', 'é'),
  });
  it('properties: a `;` spreadsheet reads each line as one cell, never one starting like a formula', () => {
    const row = fc.record({ name: text, amount: fc.double({ noNaN: true }), note: text });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
        const records = readWithSemicolons(toCsv(rows, withNote));
        expect(records).toHaveLength(rows.length + 1);
        for (const record of records) {
          expect(record).toHaveLength(1);
          expect(record[0]).not.toMatch(FORMULA);
        }
      }),
    );
  });
  it('properties: reads back to the same cells, one record per row, no cell starting like a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: text, amount: fc.double({ noNaN: true, noDefaultInfinity: true }) }), {
          maxLength: 20,
        }),
        (rows) => {
          const records = parseCsv(toCsv(rows, columns));
          expect(records).toHaveLength(rows.length + 1);
          rows.forEach((row, index) => {
            const [name, amount] = records[index + 1] as [string, string];
            expect(name).toBe(FORMULA.test(row.name) ? `'${row.name}` : row.name);
            expect(name).not.toMatch(FORMULA);
            expect(Number(amount)).toBe(row.amount === 0 ? 0 : row.amount);
          });
        },
      ),
    );
  });
});
