import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activateLocale, t } from '.';
import { en } from './catalogues/en';
import { ne } from './catalogues/ne';

// The source JSON (the imports above are compiled by the build): what translators write.
const dir = join(import.meta.dirname, 'catalogues');
/** The contract's catalogues: the words the server writes to customers (SMS, e-mails). */
const serverDir = join(import.meta.dirname, '../../../../packages/contract/src/i18n/catalogues');
function sources(locale: 'en' | 'ne', from = dir): Record<string, Record<string, string>> {
  return Object.fromEntries(
    readdirSync(join(from, locale))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(from, locale, file), 'utf8'))]),
  );
}

/** The names a message fills in ({name}, {count, plural, …}), whatever words surround them. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object')
        for (const [choice, branch] of Object.entries(format)) if (choice !== 'offset') walk(branch as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/** Both languages have every message of every area, none empty, each with the same placeholders. */
function expectComplete(
  english: Record<string, Record<string, string>>,
  nepali: Record<string, Record<string, string>>,
  area: string,
) {
  const missingInNepali = Object.keys(english[area]!).filter((key) => !(key in nepali[area]!));
  const missingInEnglish = Object.keys(nepali[area]!).filter((key) => !(key in english[area]!));
  expect({ missingInNepali, missingInEnglish }).toEqual({ missingInNepali: [], missingInEnglish: [] });
  for (const [key, message] of Object.entries(english[area]!)) {
    const translation = nepali[area]![key]!;
    expect(message.trim(), `en ${area}.${key}`).not.toBe('');
    expect(translation.trim(), `ne ${area}.${key}`).not.toBe('');
    expect(argumentsOf(translation), `ne ${area}.${key}`).toEqual(argumentsOf(message));
  }
}

describe("the server's catalogues (packages/contract/src/i18n/catalogues)", () => {
  const english = sources('en', serverDir);
  const nepali = sources('ne', serverDir);

  it('have the same areas in both languages', () => {
    expect(Object.keys(english)).not.toHaveLength(0);
    expect(Object.keys(nepali).sort()).toEqual(Object.keys(english).sort());
  });

  for (const area of Object.keys(english)) {
    it(`${area}: every message in both languages, with the same placeholders`, () => {
      expectComplete(english, nepali, area);
    });
  }
});

describe('translation catalogues', () => {
  const english = sources('en');
  const nepali = sources('ne');

  it('have the same areas in both languages, each registered in its index', () => {
    expect(Object.keys(nepali).sort()).toEqual(Object.keys(english).sort());
    const camel = (area: string) => area.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());
    expect(Object.keys(en).sort()).toEqual(Object.keys(english).map(camel).sort());
    expect(Object.keys(ne).sort()).toEqual(Object.keys(english).map(camel).sort());
  });

  for (const area of Object.keys(english)) {
    it(`${area}: every message in both languages, with the same placeholders`, () => {
      expectComplete(english, nepali, area);
    });
  }

  it('render through t() in the active language, with plurals and Devanagari numbers in Nepali', () => {
    expect(t('common.languageName')).toBe('English');
    activateLocale('ne', ne);
    try {
      expect(t('common.languageName')).toBe('नेपाली');
      expect(t('common.itemCount', { count: 3 })).toBe('३ सामान');
    } finally {
      activateLocale('en', en);
    }
    expect(t('common.itemCount', { count: 1 })).toBe('1 item');
    expect(t('common.itemCount', { count: 3 })).toBe('3 items');
  });
});
