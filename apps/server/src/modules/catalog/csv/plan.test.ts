import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import {
  CsvHeaderError,
  fingerprint,
  lookupOf,
  parseRupees,
  planImport,
  readHeader,
  type CurrentProduct,
} from './plan.js';

const phone: CurrentProduct = {
  id: 1,
  slug: 'galaxy-a55',
  name: 'Galaxy A55',
  pricePaisa: 5_000_000,
  discountPricePaisa: 4_500_000,
  totalQuantity: 7,
  shortDescriptionNe: '',
  deliveryDetailNe: '',
  longDescriptionNe: 'पहिलो अनुच्छेद।\n\nदोस्रो अनुच्छेद।',
  barcode: null,
  colours: [
    { id: 11, name: 'Blue', nameNe: 'निलो', quantity: 3 },
    { id: 12, name: 'Black', nameNe: '', quantity: 4 },
  ],
};
const charger: CurrentProduct = {
  id: 2,
  slug: 'charger-65w',
  name: 'Charger 65W',
  pricePaisa: 250_000,
  discountPricePaisa: 250_000,
  totalQuantity: 20,
  shortDescriptionNe: '',
  deliveryDetailNe: '',
  longDescriptionNe: '',
  barcode: '8806095426280',
  colours: [],
};
const catalogue = lookupOf([phone, charger]);

function plan(text: string) {
  const [header, ...rows] = parseCsv(text);
  return planImport(rows, readHeader(header!.cells), catalogue);
}

describe('readHeader', () => {
  it('finds the columns whatever their case, spacing or alias; ignores empty trailing columns', () => {
    expect(readHeader(['Slug', 'SKU', 'Name', 'Color', 'Price', 'Discount price', 'Stock', ''])).toEqual({
      slug: 0,
      sku: 1,
      colour: 3,
      price: 4,
      discount_price: 5,
      stock: 6,
    });
  });

  it('reads the Nepali long description by its name or as description_ne', () => {
    expect(readHeader(['slug', 'long_description_ne'])).toEqual({ slug: 0, long_description_ne: 1 });
    expect(readHeader(['slug', 'Description NE'])).toEqual({ slug: 0, long_description_ne: 1 });
    expect(() => readHeader(['slug', 'long_description_ne', 'description_ne'])).toThrow(/appears twice/);
  });

  it('refuses a header without a key, without a value column, with an unknown or repeated column', () => {
    expect(() => readHeader(['name', 'price'])).toThrow(CsvHeaderError);
    expect(() => readHeader(['slug', 'name'])).toThrow(/nothing to change/);
    expect(() => readHeader(['slug', 'prize'])).toThrow(/Unknown column "prize"/);
    expect(() => readHeader(['slug', 'price', 'Price'])).toThrow(/appears twice/);
  });
});

describe('parseRupees', () => {
  it('turns rupees into integer paisa without floating point', () => {
    expect(parseRupees('1234')).toBe(123_400);
    expect(parseRupees('1234.5')).toBe(123_450);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('19.99')).toBe(1_999);
    for (const bad of ['', '1.234', '-5', '1,234', '1e3', '.5', '12.'] as const) expect(parseRupees(bad)).toBeNull();
  });
});

describe('planImport', () => {
  it('lists each change with its line, before and after, and the final values to write', () => {
    const result = plan(
      [
        'slug,sku,name,colour,price,discount_price,stock',
        'galaxy-a55,1,Galaxy A55,Blue,52000,47000,3',
        'galaxy-a55,1,Galaxy A55,Black,52000,47000,10',
        'charger-65w,2,Charger 65W,,2500,2400.50,20',
      ].join('\n'),
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toBe(3);
    expect(result.changes.map(({ line, field, before, after }) => ({ line, field, before, after }))).toEqual([
      { line: 2, field: 'price', before: 5_000_000, after: 5_200_000 },
      { line: 2, field: 'discount_price', before: 4_500_000, after: 4_700_000 },
      { line: 3, field: 'stock', before: 4, after: 10 },
      { line: 4, field: 'discount_price', before: 250_000, after: 240_050 },
    ]);
    expect(result.changes[2]).toMatchObject({ colour: 'Black', colourId: 12, slug: 'galaxy-a55' });
    // The phone's stock becomes the sum of its colours; the charger's stays.
    expect(result.productUpdates).toEqual([
      {
        id: 1,
        pricePaisa: 5_200_000,
        discountPricePaisa: 4_700_000,
        totalQuantity: 13,
        shortDescriptionNe: '',
        deliveryDetailNe: '',
        longDescriptionNe: 'पहिलो अनुच्छेद।\n\nदोस्रो अनुच्छेद।',
        barcode: null,
      },
      {
        id: 2,
        pricePaisa: 250_000,
        discountPricePaisa: 240_050,
        totalQuantity: 20,
        shortDescriptionNe: '',
        deliveryDetailNe: '',
        longDescriptionNe: '',
        barcode: '8806095426280',
      },
    ]);
    expect(result.barcodeMoves).toEqual([]);
    expect(result.colourUpdates).toEqual([{ id: 12, quantity: 10, nameNe: '' }]);
  });

  it('finds products by sku alone, colours by name in any case; empty cells and missing columns change nothing', () => {
    const result = plan(['sku,colour,stock,price', '1,bLuE,5,', '2,,,'].join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.changes).toMatchObject([{ field: 'stock', colour: 'Blue', before: 3, after: 5 }]);
    expect(result.productUpdates).toEqual([
      {
        id: 1,
        pricePaisa: 5_000_000,
        discountPricePaisa: 4_500_000,
        totalQuantity: 9,
        shortDescriptionNe: '',
        deliveryDetailNe: '',
        longDescriptionNe: 'पहिलो अनुच्छेद।\n\nदोस्रो अनुच्छेद।',
        barcode: null,
      },
    ]);
  });

  it('takes the Nepali long description, paragraphs and all, from any one row of the product', () => {
    const long = 'नयाँ पहिलो अनुच्छेद।\n\nनयाँ दोस्रो अनुच्छेद।';
    // A spreadsheet's CRLF inside the cell is the editor's \n; the Black row leaves it as it is.
    const cell = `"${long.replace(/\n/g, '\r\n')}"`;
    const result = plan(
      ['slug,colour,long_description_ne', `galaxy-a55,Blue,${cell}`, 'galaxy-a55,Black,'].join('\r\n'),
    );
    expect(result.errors).toEqual([]);
    expect(result.changes).toMatchObject([
      {
        line: 2,
        field: 'long_description_ne',
        colour: null,
        before: 'पहिलो अनुच्छेद।\n\nदोस्रो अनुच्छेद।',
        after: long,
      },
    ]);
    expect(result.productUpdates).toMatchObject([{ id: 1, longDescriptionNe: long, totalQuantity: 7 }]);
    expect(result.colourUpdates).toEqual([]);
    // The same text written with CRLF is no change.
    const same = plan(['slug,long_description_ne', `galaxy-a55,"पहिलो अनुच्छेद।\r\n\r\nदोस्रो अनुच्छेद।"`].join('\n'));
    expect(same).toMatchObject({ errors: [], changes: [], productUpdates: [] });
  });

  it('refuses a Nepali long description over the editor’s limit, with HTML, or differing between rows', () => {
    const result = plan(
      [
        'slug,colour,long_description_ne',
        `charger-65w,,${'क'.repeat(20_001)}`,
        'galaxy-a55,Blue,<p>एक</p>',
        'galaxy-a55,Black,एक',
      ].join('\n'),
    );
    expect(result.errors.map(({ line, field }) => [line, field])).toEqual([
      [2, 'long_description_ne'],
      [3, 'long_description_ne'],
    ]);
    expect(result.errors.map(({ code, params, message }) => ({ code, params, message }))).toEqual([
      {
        code: 'csv_text_too_long',
        params: { max: 20_000 },
        message: 'This text is too long (at most 20000 characters)',
      },
      {
        code: 'csv_text_html',
        params: undefined,
        message: 'Plain text only: remove the HTML tags (a blank line starts a new paragraph)',
      },
    ]);
    const differing = plan(['slug,colour,long_description_ne', 'galaxy-a55,Blue,एक', 'galaxy-a55,Black,दुई'].join('\n'));
    expect(differing.errors).toMatchObject([{ line: 3, field: 'long_description_ne' }]);
    expect(differing.errors[0]).toMatchObject({
      code: 'csv_text_differs',
      params: { column: 'long_description_ne', earlier_line: 2 },
      message: 'long_description_ne differs from line 2 (the same product): give it once, or the same on every row',
    });
  });

  it('an unchanged file has no changes and nothing to write', () => {
    const result = plan(['slug,colour,price,discount_price,stock', 'charger-65w,,2500,2500,20'].join('\n'));
    expect(result).toMatchObject({ errors: [], changes: [], productUpdates: [], colourUpdates: [] });
  });

  it('reports every row error with its line and column', () => {
    const result = plan(
      [
        'slug,sku,colour,price,discount_price,stock',
        'no-such-phone,,,100,,', // 2 unknown slug
        'galaxy-a55,,Purple,,,1', // 3 unknown colour
        'charger-65w,,,abc,,', // 4 bad number
        'charger-65w,,,,,', // 5 duplicate of 4 (which had an error of its own)
        'galaxy-a55,,Blue,100,200,', // 6 discount above price
        'galaxy-a55,,Black,,,-1', // 7 negative stock
        'galaxy-a55,,,,,5', // 8 stock without colour
        ',,,,,', // 9 no product
        'charger-65w,1,,,,', // 10 sku and slug disagree
        ',999,,,,', // 11 unknown sku
        'galaxy-a55,,,,,', // 12 duplicate of 8 (the product's row without a colour)
        'galaxy-a55,,BLUE,,,', // 13 duplicate of 6
        'charger-65w,,Red,,,', // 14 no colours
      ].join('\n'),
    );
    expect(result.errors.map(({ line, field }) => [line, field])).toEqual([
      [2, 'slug'],
      [3, 'colour'],
      [4, 'price'],
      [5, null],
      [6, 'discount_price'],
      [7, 'stock'],
      [8, 'colour'],
      [9, 'slug'],
      [10, 'sku'],
      [11, 'sku'],
      [12, null],
      [13, null],
      [14, 'colour'],
    ]);
    const message = (line: number) => result.errors.find((error) => error.line === line)!.message;
    expect(message(2)).toBe('No product has the slug "no-such-phone"');
    expect(message(3)).toBe('Galaxy A55 has no colour "Purple" (its colours: Blue, Black)');
    expect(message(6)).toBe('Discount price Rs. 200 is above the price Rs. 100');
    expect(message(7)).toBe('Stock cannot be negative');
    expect(message(12)).toBe('Duplicate row: line 8 is already galaxy-a55');
    expect(message(13)).toBe('Duplicate row: line 6 is already galaxy-a55 (Blue)');
    expect(result.errors.map(({ line, code, params }) => [line, code, params])).toEqual([
      [2, 'csv_unknown_slug', { slug: 'no-such-phone' }],
      [3, 'csv_unknown_colour', { product: 'Galaxy A55', colour: 'Purple', colours: 'Blue, Black' }],
      [4, 'csv_price_not_amount', { text: 'abc' }],
      [5, 'csv_duplicate_row', { earlier_line: 4, slug: 'charger-65w' }],
      [6, 'csv_discount_above_price', { discount: '200', price: '100' }],
      [7, 'csv_stock_negative', undefined],
      [8, 'csv_stock_needs_colour', { product: 'Galaxy A55', colours: 'Blue, Black' }],
      [9, 'csv_no_product', undefined],
      [10, 'csv_sku_other_slug', { sku: '1', slug: 'galaxy-a55', given: 'charger-65w' }],
      [11, 'csv_unknown_sku', { sku: '999' }],
      [12, 'csv_duplicate_row', { earlier_line: 8, slug: 'galaxy-a55' }],
      [13, 'csv_duplicate_colour_row', { earlier_line: 6, slug: 'galaxy-a55', colour: 'Blue' }],
      [14, 'csv_not_sold_by_colour', { product: 'Charger 65W' }],
    ]);
  });

  it('words each number error as before, in rupees and units as the file writes them', () => {
    const result = plan(
      [
        'slug,colour,price,discount_price,stock',
        'charger-65w,,-5,0,1.5', // 2
        'galaxy-a55,Blue,100000001,rs 1x,2000000', // 3
      ].join('\n'),
    );
    expect(
      result.errors.map(({ line, field, code, params, message }) => ({ line, field, code, params, message })),
    ).toEqual([
      { line: 2, field: 'price', code: 'csv_price_negative', params: undefined, message: 'Price cannot be negative' },
      {
        line: 2,
        field: 'discount_price',
        code: 'csv_discount_price_not_positive',
        params: undefined,
        message: 'Discount price must be more than 0',
      },
      {
        line: 2,
        field: 'stock',
        code: 'csv_stock_not_whole',
        params: { text: '1.5' },
        message: 'Stock "1.5" is not a whole number',
      },
      {
        line: 3,
        field: 'price',
        code: 'csv_price_too_high',
        params: { max: '1,00,00,000' },
        message: 'Price must be at most Rs. 1,00,00,000',
      },
      {
        line: 3,
        field: 'discount_price',
        code: 'csv_discount_price_not_amount',
        params: { text: 'rs 1x' },
        message: 'Discount price "rs 1x" is not an amount in rupees (like 1234 or 1234.50)',
      },
      {
        line: 3,
        field: 'stock',
        code: 'csv_stock_too_high',
        params: { max: '1,000,000' },
        message: 'Stock must be at most 1,000,000',
      },
    ]);
  });

  it('words the colour errors with the product and its colours', () => {
    const twins: CurrentProduct = {
      ...phone,
      id: 5,
      slug: 'twin-colours',
      name: 'Twin',
      colours: [
        { id: 51, name: 'Red', nameNe: '', quantity: 1 },
        { id: 52, name: 'red ', nameNe: '', quantity: 1 },
      ],
    };
    const [header, ...rows] = parseCsv(
      ['slug,colour,colour_ne', 'twin-colours,RED,', 'galaxy-a55,,नीलो', 'charger-65w,,रातो'].join('\n'),
    );
    const result = planImport(rows, readHeader(header!.cells), lookupOf([phone, charger, twins]));
    expect(result.errors).toEqual([
      {
        line: 2,
        field: 'colour',
        code: 'csv_colour_ambiguous',
        params: { product: 'Twin', count: 2, colour: 'RED' },
        message: 'Twin has 2 colours named "RED": change their stock on the product\'s page',
      },
      {
        line: 3,
        field: 'colour_ne',
        code: 'csv_colour_ne_needs_colour',
        params: { colours: 'Blue, Black' },
        message: 'Name the colour whose Nepali name this is (Blue, Black)',
      },
      {
        line: 4,
        field: 'colour_ne',
        code: 'csv_colour_ne_not_sold_by_colour',
        params: { product: 'Charger 65W' },
        message: 'Charger 65W is not sold by colour: leave colour_ne empty',
      },
    ]);
  });

  it('a discount price above the price the product keeps is an error on the discount', () => {
    const result = plan(['slug,discount_price', 'charger-65w,2600'].join('\n'));
    expect(result.errors).toEqual([
      {
        line: 2,
        field: 'discount_price',
        code: 'csv_discount_above_price',
        params: { discount: '2,600', price: '2,500' },
        message: 'Discount price Rs. 2,600 is above the price Rs. 2,500',
      },
    ]);
  });

  it('colour rows of one product must agree on its prices', () => {
    const result = plan(['slug,colour,price', 'galaxy-a55,Blue,52000', 'galaxy-a55,Black,51000'].join('\n'));
    expect(result.errors).toEqual([
      {
        line: 3,
        field: 'price',
        code: 'csv_price_differs',
        params: { price: '51,000', earlier_price: '52,000', earlier_line: 2 },
        message: 'Price Rs. 51,000 differs from Rs. 52,000 on line 2 (the same product)',
      },
    ]);
  });

  it('a slug written with the export’s formula guard still matches', () => {
    const odd: CurrentProduct = { ...charger, id: 3, slug: '-odd', colours: [] };
    const [header, ...rows] = parseCsv("slug,stock\n'-odd,1");
    const result = planImport(rows, readHeader(header!.cells), lookupOf([odd]));
    expect(result.errors).toEqual([]);
    expect(result.changes).toHaveLength(1);
  });

  describe('barcode', () => {
    const cable: CurrentProduct = { ...charger, id: 4, slug: 'usb-c-cable', name: 'USB-C cable', barcode: 'CAB-0001' };
    /** Outside the file: holds a code the file may try to give another product. */
    const owners = new Map([
      ['8806095426280', { id: 2, slug: 'charger-65w' }],
      ['CAB-0001', { id: 4, slug: 'usb-c-cable' }],
      ['4711000000017', { id: 9, slug: 'power-bank-10000' }],
    ]);
    const withOwners = lookupOf([phone, charger, cable], owners);
    const planned = (text: string) => {
      const [header, ...rows] = parseCsv(text);
      return planImport(rows, readHeader(header!.cells), withOwners);
    };

    it('is read trimmed and upper-cased, once per product (its colour rows may repeat it), and logged as a change', () => {
      const result = planned(
        ['slug,colour,barcode', 'galaxy-a55,Blue, sm-a556-blk ', 'galaxy-a55,Black,SM-A556-BLK'].join('\n'),
      );
      expect(result.errors).toEqual([]);
      expect(result.changes).toEqual([
        expect.objectContaining({ line: 2, productId: 1, field: 'barcode', before: '', after: 'SM-A556-BLK' }),
      ]);
      expect(result.productUpdates).toEqual([expect.objectContaining({ id: 1, barcode: 'SM-A556-BLK' })]);
      expect(result.barcodeMoves).toEqual([1]);
    });

    it('an empty cell or the same code changes nothing', () => {
      const result = planned(['slug,barcode', 'galaxy-a55,', 'charger-65w,8806095426280'].join('\n'));
      expect(result.errors).toEqual([]);
      expect(result.changes).toEqual([]);
    });

    it('refuses a code that is not 4–32 letters, digits or hyphens, and colour rows that disagree', () => {
      const result = planned(
        ['slug,colour,barcode', 'galaxy-a55,Blue,AB1', 'galaxy-a55,Black,CODE-1', 'charger-65w,,88 06'].join('\n'),
      );
      expect(result.errors).toEqual([
        {
          line: 2,
          field: 'barcode',
          code: 'csv_barcode_invalid',
          message: 'A barcode is 4 to 32 letters, digits or hyphens, as printed under the bars',
        },
        {
          line: 4,
          field: 'barcode',
          code: 'csv_barcode_invalid',
          message: 'A barcode is 4 to 32 letters, digits or hyphens, as printed under the bars',
        },
      ]);
      const differing = planned(
        ['slug,colour,barcode', 'galaxy-a55,Blue,CODE-1', 'galaxy-a55,Black,CODE-2'].join('\n'),
      );
      expect(differing.errors).toEqual([
        {
          line: 3,
          field: 'barcode',
          code: 'csv_barcode_differs',
          params: { barcode: 'CODE-2', earlier_barcode: 'CODE-1', earlier_line: 2 },
          message: 'Barcode CODE-2 differs from CODE-1 on line 2 (the same product)',
        },
      ]);
    });

    it('refuses a code another product keeps, in the catalogue or in the file', () => {
      const result = planned(
        ['slug,barcode', 'galaxy-a55,4711000000017', 'usb-c-cable,NEW-0002', 'charger-65w,NEW-0002'].join('\n'),
      );
      expect(result.errors).toEqual([
        {
          line: 2,
          field: 'barcode',
          code: 'csv_barcode_taken',
          params: { product: 'power-bank-10000' },
          message: 'Another product already has this barcode (power-bank-10000)',
        },
        {
          line: 4,
          field: 'barcode',
          code: 'csv_barcode_given_twice',
          params: { barcode: 'NEW-0002', earlier_line: 3 },
          message: 'Barcode NEW-0002 is given to another product on line 3',
        },
      ]);
      // The charger is named in the file but keeps its code: the phone cannot have it.
      const kept = planned(['slug,barcode,stock', 'charger-65w,,5', 'galaxy-a55,8806095426280,'].join('\n'));
      expect(kept.errors).toEqual([
        {
          line: 3,
          field: 'barcode',
          code: 'csv_barcode_taken',
          params: { product: 'charger-65w' },
          message: 'Another product already has this barcode (charger-65w)',
        },
      ]);
    });

    it('moves a code between products of one file, the holder taking a new one (both cleared first)', () => {
      const result = planned(['slug,barcode', 'usb-c-cable,8806095426280', 'charger-65w,CHG-65W'].join('\n'));
      expect(result.errors).toEqual([]);
      expect(result.changes.map(({ productId, before, after }) => ({ productId, before, after }))).toEqual([
        { productId: 4, before: 'CAB-0001', after: '8806095426280' },
        { productId: 2, before: '8806095426280', after: 'CHG-65W' },
      ]);
      expect(result.barcodeMoves).toEqual([2, 4]);
    });

    it('makes a file with only a barcode column valid', () => {
      expect(readHeader(['SKU', 'EAN'])).toEqual({ sku: 0, barcode: 1 });
    });
  });

  it('the token changes when any change does', () => {
    const a = plan('slug,stock\ncharger-65w,5');
    const b = plan('slug,stock\ncharger-65w,6');
    expect(a.token).toMatch(/^[0-9a-f]{64}$/);
    expect(a.token).not.toBe(b.token);
    expect(fingerprint(a.changes)).toBe(a.token);
  });
});
