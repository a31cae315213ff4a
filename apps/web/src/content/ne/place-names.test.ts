import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nepalDistricts, nepalLocalLevels, nepalProvinces } from '@pasal/contract';
import { describe, expect, it } from 'vitest';

// Issue #30: one spelling per place name. The Nepali names of provinces, districts and local
// levels are the contract's geography table (the address picker, the bill, e-mails); the shop's
// Nepali words (catalogues and content) write a place the same way, never a variant of it such as
// काठमाडौं beside the table's काठमाडौँ.

const here = import.meta.dirname;
const sources = [
  ...readdirSync(here)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(here, name)),
  ...readdirSync(join(here, '../../i18n/catalogues/ne'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(here, '../../i18n/catalogues/ne', name)),
];
const text = sources.map((file) => readFileSync(file, 'utf8')).join('\n');

/** The spellings a place is commonly mistyped as: the other nasal sign, the other vowel length. */
function variants(name: string): string[] {
  const swaps: [string, string][] = [
    ['ँ', 'ं'],
    ['ं', 'ँ'],
    ['ि', 'ी'],
    ['ी', 'ि'],
    ['ु', 'ू'],
    ['ू', 'ु'],
  ];
  const found = new Set<string>();
  for (const [from, to] of swaps) {
    for (let index = name.indexOf(from); index >= 0; index = name.indexOf(from, index + 1)) {
      found.add(name.slice(0, index) + to + name.slice(index + from.length));
    }
  }
  found.delete(name);
  return [...found];
}

/**
 * Places the shop's own texts name that are no district or municipality (the shop's tole), with
 * the misspellings the texts once had.
 */
const SHOP_PLACES: Readonly<Record<string, readonly string[]>> = {
  लम्बगर: ['लाम्बगर'],
  तारकेश्वर: ['तार्केश्वर'],
};

describe('place names in the Nepali texts', () => {
  const table = [
    ...nepalProvinces().map((place) => place.nameNe),
    ...nepalDistricts().map((place) => place.nameNe),
    ...nepalLocalLevels().map((place) => place.nameNe),
    ...Object.keys(SHOP_PLACES),
  ];
  const spellings = new Set(table);

  it('are spelled as the geography table spells them', () => {
    const misspelled = table.flatMap((name) =>
      variants(name)
        .filter((variant) => !spellings.has(variant) && text.includes(variant))
        .map((variant) => `${variant} (the table: ${name})`),
    );
    for (const [name, misspellings] of Object.entries(SHOP_PLACES))
      for (const wrong of misspellings) if (text.includes(wrong)) misspelled.push(`${wrong} (the table: ${name})`);
    expect(misspelled).toEqual([]);
  });

  it('catches a variant (the check can fail)', () => {
    expect(variants('काठमाडौँ')).toContain('काठमाडौं');
    expect(variants('लम्बगर')).toEqual([]);
  });
});
