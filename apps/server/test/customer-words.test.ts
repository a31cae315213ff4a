import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every e-mail, SMS and page the server words for a customer takes its words from the contract's
// catalogues (packages/contract/src/i18n/catalogues, docs/architecture.md "Words the server writes
// to customers", issue #31). A Nepali sentence written into the server's code is a second way of
// saying things: this test fails on one (a comment may quote the words it explains).

const SOURCE = join(import.meta.dirname, '../src');
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Nepali that is data, not words the shop says: the demo catalogue's own names, the search's
 * language data (synonyms, transliteration, product kinds) and the accounts' exports, whose
 * statutory headings carry both languages at once ('Date (BS) / मिति').
 */
const DATA = [/^db\/seed\//, /^modules\/catalog\/search\//, /^modules\/reports\//];

/** The text of every string and template literal in a TypeScript file (comments are not code). */
function literalTexts(file: string, code: string): string[] {
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true));
  return texts;
}

function serverFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
}

describe('the words the server writes to customers', () => {
  it('are in the catalogues: no string in the server is Nepali, but its Nepali data', () => {
    const inline = serverFiles()
      .filter((file) => !DATA.some((data) => data.test(file)))
      .flatMap((file) =>
        literalTexts(file, readFileSync(join(SOURCE, file), 'utf8'))
          .filter((text) => DEVANAGARI.test(text))
          .map((text) => `${file}: ${text}`),
      );
    expect(inline).toEqual([]);
  });

  it('reads the whole server, e-mails and SMS included', () => {
    const files = serverFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'modules/orders/mail/parts.ts',
        'modules/orders/sms.ts',
        'modules/back-in-stock/page.ts',
      ]),
    );
    // The data left out exists and is Nepali: a move would make the exception hide nothing.
    for (const data of DATA) {
      const nepali = files
        .filter((file) => data.test(file))
        .some((file) =>
          literalTexts(file, readFileSync(join(SOURCE, file), 'utf8')).some((text) => DEVANAGARI.test(text)),
        );
      expect(nepali, String(data)).toBe(true);
    }
  });
});
