import { describe, expect, it } from 'vitest';
import { NE_REFUSALS } from './refusal-texts-ne.js';
import { fillRefusal } from './fill-refusal.js';
import { REFUSALS, REFUSAL_STATUS, isRefusalCode, refusalInEnglish, type RefusalCode } from './refusal-catalogue.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const codes = Object.keys(REFUSALS) as RefusalCode[];

describe('the refusal catalogue', () => {
  it('has Nepali words for every code, with the same parameters as the English', () => {
    for (const code of codes) {
      const nepali = NE_REFUSALS[code];
      expect(nepali, code).toMatch(/\p{Script=Devanagari}/u);
      expect(placeholders(nepali), code).toEqual(placeholders(REFUSALS[code].en));
    }
    expect(Object.keys(NE_REFUSALS).sort()).toEqual([...codes].sort());
  });

  it('gives every code a kind with an HTTP status of 4xx or 5xx', () => {
    for (const code of codes) expect(REFUSAL_STATUS[REFUSALS[code].kind], code).toBeGreaterThanOrEqual(400);
  });

  it('names codes in snake_case, so they read the same in logs, answers and tests', () => {
    for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe('fillRefusal', () => {
  it('puts each parameter in its place, through the value function', () => {
    expect(refusalInEnglish('only_left', { left: 2, product: 'Galaxy A15 (Blue)' })).toBe(
      'Only 2 left of Galaxy A15 (Blue)',
    );
    expect(fillRefusal('{a} and {b}', { a: 1, b: 'x' }, (value) => `<${value}>`)).toBe('<1> and <x>');
  });

  it('leaves a missing parameter out rather than printing its name', () => {
    expect(fillRefusal('Only {left} left', {})).toBe('Only  left');
  });
});

describe('isRefusalCode', () => {
  it('knows the catalogue and nothing else', () => {
    expect(isRefusalCode('out_of_stock')).toBe(true);
    expect(isRefusalCode('toString')).toBe(false);
    expect(isRefusalCode(42)).toBe(false);
  });
});
