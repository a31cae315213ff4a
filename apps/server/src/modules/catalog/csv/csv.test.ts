import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, CsvSyntaxError, delimiterOf, parseCsv, unguardCell } from './csv.js';

const cellsOf = (text: string) => parseCsv(text).map((record) => record.cells);

describe('parseCsv', () => {
  it('reads plain rows with LF, CRLF or CR line ends and no final line end', () => {
    expect(cellsOf('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cellsOf('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cellsOf('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('drops a byte-order mark and blank lines, keeps empty cells', () => {
    expect(cellsOf('\uFEFFslug,price\n\nx,\n,\n')).toEqual([
      ['slug', 'price'],
      ['x', ''],
      ['', ''],
    ]);
  });

  it('reads quoted cells with commas, doubled quotes and line breaks, and counts lines', () => {
    const records = parseCsv('name,note\r\n"Phone, 5G","say ""hi""\r\nthere"\r\n"",last\r\n');
    expect(records).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['Phone, 5G', 'say "hi"\r\nthere'] },
      { line: 4, cells: ['', 'last'] },
    ]);
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(cellsOf('15" laptop,2')).toEqual([['15" laptop', '2']]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\n"open,1\n2')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"open,1\n2')).toThrow(/^Line 2: /);
    expect(() => parseCsv('a\n"x"y,1')).toThrow(/^Line 2: text after a closing quote/);
  });

  it('reads semicolon-separated files (spreadsheets in decimal-comma locales) when the header says so', () => {
    expect(delimiterOf('slug;price\nx;1')).toBe(';');
    expect(delimiterOf('slug,price\nx;1')).toBe(',');
    expect(delimiterOf('\uFEFFslug;name\r\n"a;b";c')).toBe(';');
    expect(parseCsv('slug;name\n"a;b";"c,d"', ';').map((record) => record.cells)).toEqual([
      ['slug', 'name'],
      ['a;b', 'c,d'],
    ]);
  });

  it('reads back whatever the writer writes (round trip)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r', '=', '-', 'क', '1') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = rows.map((row) => csvLine(row)).join('');
        const read = parseCsv(text).map((record) => record.cells.map(unguardCell));
        expect(read).toEqual(rows);
      }),
    );
  });
});

describe('csvCell', () => {
  it('quotes only when it must', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
  });

  it('makes formula-looking text inert (CSV injection), and unguardCell undoes it', () => {
    for (const text of ['=HYPERLINK("http://evil")', '+1', '-2+3', '@SUM(A1)', '\tx'])
      expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(unguardCell("'=1+1")).toBe('=1+1');
    expect(unguardCell("'plain")).toBe("'plain");
    // Numbers the export writes are never negative, and are not text: left alone.
    expect(csvCell(0)).toBe('0');
  });
});
