import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every e-mail and SMS to a customer is worded from the contract's catalogues
// (packages/contract/src/i18n/catalogues, docs/architecture.md "Words the server writes to
// customers", issue #31). A Nepali sentence written into the code that composes them is a second
// way of saying things: this test fails on one (a comment may quote the words it explains).

const SOURCE = join(import.meta.dirname, '../src');
/** The code that words what customers receive: mail and SMS modules, and the helpers they share. */
const WORDING = /(^|\/)(mail|sms)(\/|[-.])|[-/]mail(-[a-z]+)?\.ts$|emails?\.ts$|-messages\.ts$|(^|\/)sms\.ts$/;
const DEVANAGARI = /[\u0900-\u097F]+/;

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

function wordingFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => WORDING.test(file));
}

describe("the words of customers' e-mails and SMS", () => {
  it('finds the code that composes them', () => {
    const files = wordingFiles();
    expect(files).toEqual(expect.arrayContaining(['modules/orders/mail/parts.ts', 'modules/orders/sms.ts']));
    expect(files).toEqual(expect.arrayContaining(['modules/auth/mail/layout.ts', 'lib/mail-text.ts']));
  });

  it('are in the catalogues: no string in that code is Nepali (comments may quote it)', () => {
    const inline = wordingFiles().flatMap((file) =>
      literalTexts(file, readFileSync(join(SOURCE, file), 'utf8'))
        .filter((text) => DEVANAGARI.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(inline).toEqual([]);
  });
});
