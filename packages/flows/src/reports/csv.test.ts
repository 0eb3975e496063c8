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

type Row = { name: string; amount: number };
const columns: CsvColumn<Row>[] = [
  { header: 'Account', value: (r) => r.name },
  { header: 'Amount', value: (r) => r.amount },
];

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
  it('properties: reads back to the same cells, one record per row, no cell starting like a formula', () => {
    const text = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', 'a', '1', ' ', 'é'),
    });
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
            expect(name).toBe(/^[=+\-@\t\r]/u.test(row.name) ? `'${row.name}` : row.name);
            expect(name).not.toMatch(/^[=+\-@\t\r]/u);
            expect(Number(amount)).toBe(row.amount === 0 ? 0 : row.amount);
          });
        },
      ),
    );
  });
});
