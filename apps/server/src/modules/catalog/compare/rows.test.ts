import type { Specification } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { alignRows, comparisonRows, fold, productLines } from './rows.js';

const spec = (title: string, answer: string, ne: Partial<Specification> = {}): Specification => ({
  title,
  answer,
  title_ne: ne.title_ne ?? null,
  answer_ne: ne.answer_ne ?? null,
});
const product = (...specifications: Specification[]) => ({ specifications });

describe('comparison rows', () => {
  it('puts the same title of every product on one row, in the order titles first appear', () => {
    const rows = comparisonRows([
      product(spec('Display', '6.8"'), spec('RAM', '12GB')),
      product(spec('RAM', '8GB'), spec('Battery', '5000mAh'), spec('Display', '6.1"')),
    ]);
    expect(rows.map((row) => row.title)).toEqual(['Display', 'RAM', 'Battery']);
    expect(rows.map((row) => row.values.map((value) => value?.text ?? null))).toEqual([
      ['6.8"', '6.1"'],
      ['12GB', '8GB'],
      [null, '5000mAh'],
    ]);
  });

  it('matches titles whatever their case, spacing or trailing colon', () => {
    const rows = comparisonRows([product(spec('Main  Camera', '50MP')), product(spec('main camera:', '48MP'))]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toBe('main camera');
    expect(rows[0]!.title).toBe('Main  Camera');
  });

  it('marks a row that differs, a missing value included, and not one that says the same', () => {
    const rows = comparisonRows([
      product(spec('RAM', '12GB'), spec('OS', 'Android 15'), spec('SIM', 'Dual')),
      product(spec('RAM', '12 gb'), spec('OS', 'android  15'), spec('SIM', 'Dual')),
      product(spec('RAM', '8GB'), spec('OS', 'Android 15')),
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.title, row.differs]))).toEqual({
      RAM: true,
      OS: false,
      SIM: true,
    });
  });

  it('never marks a single product as differing', () => {
    expect(comparisonRows([product(spec('RAM', '8GB'))])[0]!.differs).toBe(false);
  });

  it('carries the Nepali title and values, the English where a product has none', () => {
    const [row] = comparisonRows([
      product(spec('Battery', '5000mAh')),
      product(spec('Battery', '4500mAh', { title_ne: 'ब्याट्री', answer_ne: '४५००mAh' })),
    ]);
    expect(row!.title_ne).toBe('ब्याट्री');
    expect(row!.values).toEqual([
      { text: '5000mAh', text_ne: null },
      { text: '4500mAh', text_ne: '४५००mAh' },
    ]);
  });

  it('joins a title a product lists twice, and leaves out blank lines', () => {
    const lines = productLines(
      product(spec('Ports', 'USB-C'), spec(' ', 'x'), spec('Ports', '3.5mm jack'), spec('Colour', ' ')),
    );
    expect(alignRows([lines])).toEqual([
      {
        key: 'ports',
        title: 'Ports',
        title_ne: null,
        values: [{ text: 'USB-C, 3.5mm jack', text_ne: null }],
        differs: false,
      },
    ]);
  });

  it('folds text for matching only', () => {
    expect(fold('  Refresh   Rate : ')).toBe('refresh rate');
  });
});
