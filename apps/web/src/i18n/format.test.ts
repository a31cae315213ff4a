import { setupI18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage, numberingFor, type MessageValues } from '@pasal/contract';

// formatMessage (the contract's message-format.ts) replaces @lingui/core's runtime in the browser: every message of both catalogues must
// come out as Lingui writes it, for every count a shopper can meet.

// The web's catalogues and the contract's (the words of the server's SMS and e-mails).
const DIRS = [
  join(import.meta.dirname, 'catalogues'),
  join(import.meta.dirname, '../../../../packages/contract/src/i18n/catalogues'),
];
const LOCALES = { en: ['en'], ne: ['ne-u-nu-deva', 'en-IN-u-nu-deva'] } as const;

function compiled(locale: 'en' | 'ne'): Record<string, CompiledMessage> {
  const messages: Record<string, CompiledMessage> = {};
  for (const dir of DIRS) {
    for (const file of readdirSync(join(dir, locale)).filter((name) => name.endsWith('.json'))) {
      const source = JSON.parse(readFileSync(join(dir, locale, file), 'utf8')) as Record<string, string>;
      for (const [key, message] of Object.entries(source))
        messages[`${file.replace(/\.json$/, '')}.${key}`] = compileMessageOrThrow(message);
    }
  }
  return messages;
}

/** Every argument a message fills in, and whether it is counted (a plural). */
function argumentsOf(message: CompiledMessage, into = new Map<string, boolean>()): Map<string, boolean> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    into.set(name, into.get(name) === true || type === 'plural');
    if (format && typeof format === 'object')
      for (const branch of Object.values(format)) if (Array.isArray(branch)) argumentsOf(branch, into);
  }
  return into;
}

describe('formatMessage', () => {
  for (const locale of ['en', 'ne'] as const) {
    it(`writes every ${locale} message as Lingui's runtime does`, () => {
      const messages = compiled(locale);
      const lingui = setupI18n({ locale, locales: [...LOCALES[locale]], messages: { [locale]: messages as Messages } });
      const numbering = numberingFor(LOCALES[locale]);
      let checked = 0;
      for (const [id, message] of Object.entries(messages)) {
        const args = [...argumentsOf(message)];
        for (const count of [0, 1, 2, 3, 11, 21, 1234, 100000]) {
          const values: MessageValues = Object.fromEntries(
            args.map(([name, counted]) => [name, counted ? count : `‹${name}›`]),
          );
          expect(formatMessage(message, values, numbering), `${locale} ${id} (${count})`).toBe(lingui._(id, values));
          checked += 1;
          if (args.every(([, counted]) => !counted)) break;
        }
        // A value left out is left out, as Lingui does.
        expect(formatMessage(message, {}, numbering), `${locale} ${id} ({})`).toBe(lingui._(id, {}));
      }
      expect(checked).toBeGreaterThan(400);
    });
  }

  it('knows every kind of placeholder the catalogues use (arguments and plurals)', () => {
    const kinds = new Set<string>();
    const walk = (message: CompiledMessage) => {
      for (const token of message) {
        if (typeof token === 'string') continue;
        kinds.add(token[1] ?? 'argument');
        if (token[2] && typeof token[2] === 'object')
          for (const branch of Object.values(token[2])) if (Array.isArray(branch)) walk(branch);
      }
    };
    for (const locale of ['en', 'ne'] as const) Object.values(compiled(locale)).forEach(walk);
    expect([...kinds].sort()).toEqual(['argument', 'plural', 'select']);
  });

  for (const locale of ['en', 'ne'] as const) {
    it(`chooses every branch of a ${locale} select as Lingui's runtime does, and 'other' for a value it does not name`, () => {
      const messages = compiled(locale);
      const lingui = setupI18n({ locale, locales: [...LOCALES[locale]], messages: { [locale]: messages as Messages } });
      const numbering = numberingFor(LOCALES[locale]);
      let checked = 0;
      for (const [id, message] of Object.entries(messages)) {
        for (const token of message) {
          if (typeof token === 'string' || token[1] !== 'select' || !token[2] || typeof token[2] !== 'object') continue;
          const values = Object.fromEntries([...argumentsOf(message)].map(([name]) => [name, `‹${name}›`]));
          for (const choice of [...Object.keys(token[2]).filter((key) => key !== 'other'), 'not-a-branch']) {
            const chosen = { ...values, [token[0]]: choice };
            expect(formatMessage(message, chosen, numbering), `${locale} ${id} (${choice})`).toBe(lingui._(id, chosen));
            checked += 1;
          }
        }
      }
      expect(checked).toBeGreaterThan(3);
    });
  }
});
