import { describe, expect, it } from 'vitest';
import { categoryTemplateInputSchema } from './category-attribute-schemas.js';
import {
  attributeFilterText,
  attributeParamsOf,
  formatAttributeNumber,
  parseAttributeRange,
  parseAttributeValues,
} from './category-attributes.js';

// The URL's attribute filters (issue #35) and the template's rules, shared by the server and the
// web app.

describe('attribute filters in a URL', () => {
  it('reads ranges with either end open, in order, and refuses what is not one', () => {
    expect(parseAttributeRange('8-')).toEqual({ min: 8, max: null });
    expect(parseAttributeRange('-16')).toEqual({ min: null, max: 16 });
    expect(parseAttributeRange('6000-5000')).toEqual({ min: 5000, max: 6000 });
    expect(parseAttributeRange('6.5-6.9')).toEqual({ min: 6.5, max: 6.9 });
    expect(parseAttributeRange('8')).toEqual({ min: 8, max: 8 });
    for (const bad of ['-', '', 'eight', '8--9', '1e3-', '8-16-24']) expect(parseAttributeRange(bad), bad).toBeNull();
  });

  it('reads lists of values, lower-cased, without repeats', () => {
    expect(parseAttributeValues('Android, ios,android')).toEqual(['android', 'ios']);
    expect(parseAttributeValues('an droid')).toBeNull();
    expect(parseAttributeValues(',')).toBeNull();
  });

  it('writes filters back as the URL has them', () => {
    expect(attributeFilterText({ kind: 'range', min: 8, max: null })).toBe('8-');
    expect(attributeFilterText({ kind: 'range', min: null, max: 16 })).toBe('-16');
    expect(attributeFilterText({ kind: 'range', min: 8, max: 8 })).toBe('8');
    expect(attributeFilterText({ kind: 'values', values: ['android', 'ios'] })).toBe('android,ios');
  });

  it("takes the parameters that are not the list's own", () => {
    expect(
      attributeParamsOf({
        category: 'smartphones',
        brand: ['apple'],
        ram: '8GB',
        ram_gb: '8-',
        '5g': 'yes',
        'Bad Key': '1',
        page: '2',
        lang: 'ne',
        fbclid: 'IwAR3x',
        utm_source: 'facebook',
        gclid: 'Cj0K',
      }),
    ).toEqual({
      ram_gb: '8-',
      '5g': 'yes',
    });
  });

  it('formats numbers with their unit, a terabyte as TB', () => {
    expect(formatAttributeNumber(8, 'GB')).toBe('8 GB');
    expect(formatAttributeNumber(1024, 'GB')).toBe('1 TB');
    expect(formatAttributeNumber(6.8, 'in')).toBe('6.8″');
    expect(formatAttributeNumber(5000, 'mAh', (text) => `<${text}>`)).toBe('<5000> mAh');
  });
});

describe('a category template', () => {
  const number = { key: 'ram_gb', label: 'RAM', kind: 'number', unit: 'GB', group: 'Performance' };
  it('takes a number, a choice with options and a yes/no', () => {
    const parsed = categoryTemplateInputSchema.safeParse({
      attributes: [
        number,
        {
          key: 'os',
          label: 'OS',
          kind: 'choice',
          group: 'Software',
          options: [{ value: 'android', label: 'Android' }],
        },
        { key: '5g', label: '5G', kind: 'boolean', group: 'Connectivity' },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it("refuses a list parameter's name (or the language's, or a tracking one), repeated keys, a choice without options and a unit on a yes/no", () => {
    const refused = (attributes: unknown[]) => !categoryTemplateInputSchema.safeParse({ attributes }).success;
    expect(refused([{ ...number, key: 'brand' }])).toBe(true);
    expect(refused([{ ...number, key: 'lang' }])).toBe(true);
    expect(refused([{ ...number, key: 'utm_source' }])).toBe(true);
    expect(refused([{ ...number, key: 'RAM GB' }])).toBe(true);
    expect(refused([number, number])).toBe(true);
    expect(refused([{ key: 'os', label: 'OS', kind: 'choice', group: 'S' }])).toBe(true);
    expect(refused([{ key: 'nfc', label: 'NFC', kind: 'boolean', unit: 'GB', group: 'C' }])).toBe(true);
    expect(refused([number])).toBe(false);
  });
});
