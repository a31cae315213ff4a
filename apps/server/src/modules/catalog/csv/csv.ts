// A small RFC 4180 reader and writer (no CSV library is among the dependencies, and the format is
// small). The reader takes what spreadsheets write: a UTF-8 byte-order mark, CRLF, LF or CR line
// ends, quoted fields holding commas, quotes ("") and line breaks, and a missing final line end.
// Each record keeps the line it starts on, so errors can point at the file's own line numbers.

import { refusalInEnglish } from '@pasal/contract';

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  cells: string[];
}

/** A file the reader cannot take, as its refusal code and line; the message is the code's English. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly code: 'csv_quote_not_closed' | 'csv_text_after_quote',
  ) {
    super(refusalInEnglish(code, { line }));
  }
}

const BOM = '\uFEFF';

/**
 * The file's records, blank lines left out. Throws CsvSyntaxError for a quoted field that never
 * ends or text after a closing quote (the file is then not what its author meant: better refused
 * than read askew). A quote inside an unquoted field is kept as text, as spreadsheets do.
 */
export function parseCsv(text: string, delimiter = ','): CsvRecord[] {
  const input = text.startsWith(BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const length = input.length;

  const endRecord = () => {
    cells.push(cell);
    // A blank line (one empty cell) is no record; a line of only commas is one (empty cells).
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };

  while (i < length) {
    const char = input[i]!;
    if (char === '"' && cell === '') {
      // A quoted field: runs to the next quote not doubled.
      const startLine = line;
      i += 1;
      let closed = false;
      let start = i;
      while (i < length) {
        const inner = input[i]!;
        if (inner === '"') {
          if (input[i + 1] === '"') {
            cell += input.slice(start, i + 1);
            i += 2;
            start = i;
            continue;
          }
          cell += input.slice(start, i);
          i += 1;
          closed = true;
          break;
        }
        if (inner === '\n' || (inner === '\r' && input[i + 1] !== '\n')) line += 1;
        i += 1;
      }
      if (!closed) throw new CsvSyntaxError(startLine, 'csv_quote_not_closed');
      const next = input[i];
      if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n')
        throw new CsvSyntaxError(line, 'csv_text_after_quote');
      continue;
    }
    if (char === delimiter) {
      cells.push(cell);
      cell = '';
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    // Plain text up to the next comma or line end, in one slice.
    let end = i + 1;
    while (end < length) {
      const next = input[end]!;
      if (next === delimiter || next === '\r' || next === '\n') break;
      end += 1;
    }
    cell += input.slice(i, end);
    i = end;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/**
 * The file's delimiter: a comma, or a semicolon when the first line has semicolons and no comma
 * (spreadsheets in locales with a decimal comma save "CSV" that way).
 */
export function delimiterOf(text: string): ',' | ';' {
  const firstLine = /^[^\r\n]*/.exec(text)?.[0] ?? '';
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

/** Cells a spreadsheet would take for a formula (CSV injection): written with a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as the export writes it: formula-looking text made inert, quoted when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Undoes csvCell's formula guard on a text cell read back (a slug or colour name). */
export function unguardCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** A record as one line with CRLF (RFC 4180). */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The byte-order mark the export starts with, so spreadsheets read the file as UTF-8 (Devanagari names). */
export const CSV_BOM = BOM;
