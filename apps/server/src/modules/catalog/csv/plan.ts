import { createHash } from 'node:crypto';
import {
  BARCODE_PATTERN,
  CATALOGUE_CSV_FIELDS,
  CATALOGUE_CSV_TEXT_FIELDS,
  CATALOGUE_LIMITS,
  CATALOGUE_CSV_MAX_PRICE,
  CATALOGUE_CSV_MAX_STOCK,
  formatAmount,
  looksLikeHtml,
  paisaToRupees,
  refusalInEnglish,
  type CatalogueCsvField,
  type CatalogueCsvTextField,
} from '@pasal/contract';
import { englishOf, fieldRefusal, type FieldRefusal } from '../../../lib/refusal.js';
import { unguardCell, type CsvRecord } from './csv.js';

// The import's rules, without the database: read the header, check every row, and compare the
// rows with the catalogue as it is now. The dry run shows the result; the apply runs it again on
// rows locked in its transaction and writes `updates` only when there is no error.

/** Where each column is in the file's rows (undefined: not in the file). */
export interface CsvColumns {
  slug?: number;
  sku?: number;
  colour?: number;
  price?: number;
  discount_price?: number;
  stock?: number;
  colour_ne?: number;
  short_description_ne?: number;
  delivery_detail_ne?: number;
  long_description_ne?: number;
  barcode?: number;
}

/** Why the header cannot be used: a refusal code of the contract's catalogue, and its column. */
type HeaderRefusal =
  | { code: 'csv_no_key_column' | 'csv_no_value_column' }
  | { code: 'csv_unknown_column' | 'csv_column_twice'; params: { column: string } };

/** A header the import cannot use; the message is the code's English. */
export class CsvHeaderError extends Error {
  constructor(readonly refusal: HeaderRefusal) {
    super(refusalInEnglish(refusal.code, 'params' in refusal ? refusal.params : undefined));
  }
}

const COLUMN_ALIASES: Record<string, keyof CsvColumns | 'name' | 'configuration'> = {
  slug: 'slug',
  sku: 'sku',
  id: 'sku',
  product_id: 'sku',
  name: 'name',
  colour: 'colour',
  color: 'colour',
  colour_name: 'colour',
  color_name: 'colour',
  price: 'price',
  discount_price: 'discount_price',
  sale_price: 'discount_price',
  stock: 'stock',
  quantity: 'stock',
  colour_ne: 'colour_ne',
  color_ne: 'colour_ne',
  colour_name_ne: 'colour_ne',
  color_name_ne: 'colour_ne',
  short_description_ne: 'short_description_ne',
  delivery_detail_ne: 'delivery_detail_ne',
  long_description_ne: 'long_description_ne',
  description_ne: 'long_description_ne',
  configuration: 'configuration',
  variant: 'configuration',
  barcode: 'barcode',
  ean: 'barcode',
  upc: 'barcode',
};

/** The header's columns (case, spaces and dashes do not matter); throws CsvHeaderError for a header the import cannot use. */
export function readHeader(cells: readonly string[]): CsvColumns {
  const columns: CsvColumns = {};
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const label = cell.trim();
    const key = label.toLowerCase().replace(/[\s-]+/g, '_');
    if (key === '') return; // spreadsheets add empty trailing columns
    const column = COLUMN_ALIASES[key];
    if (!column) throw new CsvHeaderError({ code: 'csv_unknown_column', params: { column: label.slice(0, 40) } });
    if (seen.has(column)) throw new CsvHeaderError({ code: 'csv_column_twice', params: { column } });
    seen.add(column);
    // name and configuration are read-only: shown to whoever edits the file.
    if (column !== 'name' && column !== 'configuration') columns[column] = index;
  });
  if (columns.slug === undefined && columns.sku === undefined) throw new CsvHeaderError({ code: 'csv_no_key_column' });
  if (CATALOGUE_CSV_FIELDS.every((field) => columns[field] === undefined))
    throw new CsvHeaderError({ code: 'csv_no_value_column' });
  return columns;
}

/** A product as the import compares against it (integer paisa). */
export interface CurrentProduct {
  id: number;
  slug: string;
  name: string;
  pricePaisa: number;
  discountPricePaisa: number;
  totalQuantity: number;
  /** The Nepali texts ('' for none). */
  shortDescriptionNe: string;
  deliveryDetailNe: string;
  longDescriptionNe: string;
  /** The code the counter scans, or null for none. */
  barcode: string | null;
  /** Empty for a product not sold by colour. */
  colours: readonly { id: number; name: string; nameNe: string; quantity: number }[];
}

/** A product that has a barcode now, found by the barcode (those the file names). */
export interface BarcodeOwner {
  id: number;
  slug: string;
}

export interface CatalogueLookup {
  bySlug: ReadonlyMap<string, CurrentProduct>;
  byId: ReadonlyMap<number, CurrentProduct>;
  /** The products holding the file's barcodes now, also those the file does not name. */
  barcodeOwners: ReadonlyMap<string, BarcodeOwner>;
}

export function lookupOf(
  products: readonly CurrentProduct[],
  barcodeOwners: ReadonlyMap<string, BarcodeOwner> = new Map(),
): CatalogueLookup {
  return {
    bySlug: new Map(products.map((product) => [product.slug, product])),
    byId: new Map(products.map((product) => [product.id, product])),
    barcodeOwners,
  };
}

/** The product keys a file names, to load just those products. */
export function keysOf(records: readonly CsvRecord[], columns: CsvColumns): { slugs: string[]; ids: number[] } {
  const slugs = new Set<string>();
  const ids = new Set<number>();
  for (const { cells } of records) {
    const slug = cellAt(cells, columns.slug);
    if (slug) slugs.add(slug);
    const sku = skuOf(cellAt(cells, columns.sku));
    if (sku !== null) ids.add(sku);
  }
  return { slugs: [...slugs], ids: [...ids] };
}

/** The barcodes a file gives (as stored: upper case), to find who holds them now. */
export function barcodesOf(records: readonly CsvRecord[], columns: CsvColumns): string[] {
  const codes = new Set<string>();
  for (const { cells } of records) {
    const parsed = parseBarcode(cellAt(cells, columns.barcode));
    if (parsed && 'value' in parsed) codes.add(parsed.value);
  }
  return [...codes];
}

export interface PlannedChange {
  line: number;
  productId: number;
  slug: string;
  name: string;
  colour: string | null;
  colourId: number | null;
  field: CatalogueCsvField;
  /** Paisa for prices, units for stock, the text for a Nepali text. */
  before: number | string;
  after: number | string;
}

/** A row error: its refusal code and parameters (issue #31), and their English for older screens. */
interface PlannedError extends FieldRefusal {
  line: number;
  field: string | null;
  message: string;
}

/** Reports a row error (the plan's list, not thrown: every row of the file is checked). */
type Fail = (line: number, field: string | null, refusal: FieldRefusal) => void;

export interface ImportPlan {
  rows: number;
  changes: PlannedChange[];
  errors: PlannedError[];
  /** Final values of every product with a change (its prices, total stock and Nepali texts). */
  productUpdates: {
    id: number;
    pricePaisa: number;
    discountPricePaisa: number;
    totalQuantity: number;
    shortDescriptionNe: string;
    deliveryDetailNe: string;
    longDescriptionNe: string;
    barcode: string | null;
  }[];
  /** Products whose barcode changes: cleared first, so a code can move between products in one file. */
  barcodeMoves: number[];
  /** Final values of every colour with a change. */
  colourUpdates: { id: number; quantity: number; nameNe: string }[];
  /** Fingerprint of the changes (the apply compares the dry run's). */
  token: string;
}

function cellAt(cells: readonly string[], index: number | undefined): string {
  return index === undefined ? '' : unguardCell((cells[index] ?? '').trim());
}

/** A product's colours as the row errors list them. */
const coloursOf = (product: CurrentProduct) => product.colours.map((c) => c.name).join(', ');

function skuOf(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

const MONEY = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Rupees as written ("1234", "1234.5", "1234.50") to paisa, without floating point; null if not a price. */
export function parseRupees(text: string): number | null {
  const match = MONEY.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

type Parsed = { value: number } | { error: FieldRefusal } | null;

type PriceField = 'price' | 'discount_price';

/** Each price column's codes: one code per column, so a Nepali page names the column in Nepali. */
const PRICE_REFUSALS = {
  price: {
    negative: 'csv_price_negative',
    notAmount: 'csv_price_not_amount',
    notPositive: 'csv_price_not_positive',
    tooHigh: 'csv_price_too_high',
    differs: 'csv_price_differs',
  },
  discount_price: {
    negative: 'csv_discount_price_negative',
    notAmount: 'csv_discount_price_not_amount',
    notPositive: 'csv_discount_price_not_positive',
    tooHigh: 'csv_discount_price_too_high',
    differs: 'csv_discount_price_differs',
  },
} as const;

/** Paisa as the row errors write rupees ('2,600', '99.50'); the words put 'Rs.' before it. */
const rupeesOf = (paisa: number) => formatAmount(paisaToRupees(paisa));

function parsePrice(text: string, field: PriceField): Parsed {
  if (text === '') return null;
  const codes = PRICE_REFUSALS[field];
  const paisa = parseRupees(text.replace(/^rs\.?\s*/i, ''));
  if (paisa === null)
    return {
      error: text.startsWith('-')
        ? fieldRefusal(codes.negative)
        : fieldRefusal(codes.notAmount, { text: text.slice(0, 20) }),
    };
  if (paisa <= 0) return { error: fieldRefusal(codes.notPositive) };
  if (paisa > CATALOGUE_CSV_MAX_PRICE * 100)
    return { error: fieldRefusal(codes.tooHigh, { max: formatAmount(CATALOGUE_CSV_MAX_PRICE) }) };
  return { value: paisa };
}

function parseStock(text: string): Parsed {
  if (text === '') return null;
  if (/^-\s*\d/.test(text)) return { error: fieldRefusal('csv_stock_negative') };
  if (!/^\d+$/.test(text)) return { error: fieldRefusal('csv_stock_not_whole', { text: text.slice(0, 20) }) };
  const value = Number(text);
  if (value > CATALOGUE_CSV_MAX_STOCK)
    return { error: fieldRefusal('csv_stock_too_high', { max: CATALOGUE_CSV_MAX_STOCK.toLocaleString('en-US') }) };
  return { value };
}

/** A barcode as the product editor takes it (trimmed, upper-cased); empty: no change. */
function parseBarcode(cell: string): ParsedText {
  const code = cell.toUpperCase();
  if (code === '') return null;
  if (!BARCODE_PATTERN.test(code)) return { error: fieldRefusal('csv_barcode_invalid') };
  return { value: code };
}

const FIELD_ORDER: Record<CatalogueCsvField, number> = {
  price: 0,
  discount_price: 1,
  stock: 2,
  colour_ne: 3,
  short_description_ne: 4,
  delivery_detail_ne: 5,
  long_description_ne: 6,
  barcode: 7,
};

const TEXT_LIMITS: Record<CatalogueCsvTextField, number> = {
  colour_ne: CATALOGUE_LIMITS.colorNameMax,
  short_description_ne: CATALOGUE_LIMITS.shortDescriptionMax,
  delivery_detail_ne: CATALOGUE_LIMITS.deliveryDetailMax,
  long_description_ne: CATALOGUE_LIMITS.longDescriptionMax,
};

type ParsedText = { value: string } | { error: FieldRefusal } | null;

/**
 * A Nepali text as the product editor would take it: plain text within its limit; empty: no
 * change. Line breaks inside a cell are kept as the editor keeps them (\n): a spreadsheet may
 * write CRLF, which would otherwise read as a change of a long description left as it was.
 */
function parseText(cell: string, field: CatalogueCsvTextField): ParsedText {
  const text = cell.replace(/\r\n?/g, '\n');
  if (text === '') return null;
  if (text.length > TEXT_LIMITS[field])
    return { error: fieldRefusal('csv_text_too_long', { max: TEXT_LIMITS[field] }) };
  if (looksLikeHtml(text)) return { error: fieldRefusal('csv_text_html') };
  return { value: text };
}

/** What a price (or text) a product's rows set, and where (for the errors that point at it). */
interface PriceProposal {
  value: number;
  line: number;
}
interface TextProposal {
  value: string;
  line: number;
}
type ProductTextField = Exclude<CatalogueCsvTextField, 'colour_ne'>;
const PRODUCT_TEXT_FIELDS = CATALOGUE_CSV_TEXT_FIELDS.filter(
  (field): field is ProductTextField => field !== 'colour_ne',
);
const currentText = (product: CurrentProduct, field: ProductTextField) =>
  field === 'short_description_ne'
    ? product.shortDescriptionNe
    : field === 'delivery_detail_ne'
      ? product.deliveryDetailNe
      : product.longDescriptionNe;

/**
 * Checks every row and compares it with the catalogue. Rows with errors change nothing; the plan
 * is only applied when `errors` is empty. Price and discount price belong to the product: its
 * colour rows may repeat them but must agree. Stock belongs to the colour for a product sold by
 * colour (its total becomes the sum of its colours), else to the product.
 */
export function planImport(records: readonly CsvRecord[], columns: CsvColumns, catalogue: CatalogueLookup): ImportPlan {
  const errors: PlannedError[] = [];
  const fail: Fail = (line, field, refusal) => errors.push({ line, field, ...refusal, message: englishOf(refusal) });
  const seenKeys = new Map<string, number>();
  const prices = new Map<number, { product: CurrentProduct; price?: PriceProposal; discount?: PriceProposal }>();
  const stockChanges: PlannedChange[] = [];
  const colourStock = new Map<number, Map<number, number>>(); // product id → colour id → new quantity
  const productStock = new Map<number, number>();
  const colourNames = new Map<number, Map<number, string>>(); // product id → colour id → Nepali name
  const texts = new Map<number, Partial<Record<ProductTextField, TextProposal>>>();
  const textChanges: PlannedChange[] = [];
  const barcodes = new Map<number, TextProposal>(); // product id → the barcode its rows give

  for (const { line, cells } of records) {
    const slug = cellAt(cells, columns.slug);
    const skuText = cellAt(cells, columns.sku);
    const colourName = cellAt(cells, columns.colour);
    if (slug === '' && skuText === '') {
      fail(line, columns.slug !== undefined ? 'slug' : 'sku', fieldRefusal('csv_no_product'));
      continue;
    }
    let product: CurrentProduct | undefined;
    if (skuText !== '') {
      const sku = skuOf(skuText);
      product = sku === null ? undefined : catalogue.byId.get(sku);
      if (!product) {
        fail(line, 'sku', fieldRefusal('csv_unknown_sku', { sku: skuText.slice(0, 40) }));
        continue;
      }
      if (slug !== '' && product.slug !== slug) {
        fail(
          line,
          'sku',
          fieldRefusal('csv_sku_other_slug', { sku: skuText, slug: product.slug, given: slug.slice(0, 80) }),
        );
        continue;
      }
    } else {
      product = catalogue.bySlug.get(slug);
      if (!product) {
        fail(line, 'slug', fieldRefusal('csv_unknown_slug', { slug: slug.slice(0, 80) }));
        continue;
      }
    }

    let colour: CurrentProduct['colours'][number] | undefined;
    if (colourName !== '') {
      const wanted = colourName.toLowerCase();
      const matches = product.colours.filter((c) => c.name.trim().toLowerCase() === wanted);
      if (product.colours.length === 0) {
        fail(line, 'colour', fieldRefusal('csv_not_sold_by_colour', { product: product.name }));
        continue;
      }
      if (matches.length !== 1) {
        fail(
          line,
          'colour',
          matches.length === 0
            ? fieldRefusal('csv_unknown_colour', {
                product: product.name,
                colour: colourName.slice(0, 40),
                colours: coloursOf(product),
              })
            : fieldRefusal('csv_colour_ambiguous', {
                product: product.name,
                count: matches.length,
                colour: colourName,
              }),
        );
        continue;
      }
      colour = matches[0];
    }

    const key = `${product.id}:${colour?.id ?? ''}`;
    const earlier = seenKeys.get(key);
    if (earlier !== undefined) {
      fail(
        line,
        null,
        colour
          ? fieldRefusal('csv_duplicate_colour_row', { earlier_line: earlier, slug: product.slug, colour: colour.name })
          : fieldRefusal('csv_duplicate_row', { earlier_line: earlier, slug: product.slug }),
      );
      continue;
    }
    seenKeys.set(key, line);

    const price = parsePrice(cellAt(cells, columns.price), 'price');
    const discount = parsePrice(cellAt(cells, columns.discount_price), 'discount_price');
    const stock = parseStock(cellAt(cells, columns.stock));
    const barcode = parseBarcode(cellAt(cells, columns.barcode));
    const rowTexts = Object.fromEntries(
      CATALOGUE_CSV_TEXT_FIELDS.map((field) => [field, parseText(cellAt(cells, columns[field]), field)]),
    ) as Record<CatalogueCsvTextField, ParsedText>;
    let rowFailed = false;
    for (const [field, parsed] of [
      ['price', price],
      ['discount_price', discount],
      ['stock', stock],
      ['barcode', barcode],
      ...CATALOGUE_CSV_TEXT_FIELDS.map((field) => [field, rowTexts[field]] as const),
    ] as const) {
      if (parsed && 'error' in parsed) {
        fail(line, field, parsed.error);
        rowFailed = true;
      }
    }
    const colourNe = rowTexts.colour_ne;
    if (colourNe && 'value' in colourNe && !colour) {
      fail(
        line,
        'colour_ne',
        product.colours.length > 0
          ? fieldRefusal('csv_colour_ne_needs_colour', { colours: coloursOf(product) })
          : fieldRefusal('csv_colour_ne_not_sold_by_colour', { product: product.name }),
      );
      rowFailed = true;
    }
    if (stock && 'value' in stock && !colour && product.colours.length > 0) {
      fail(
        line,
        'colour',
        fieldRefusal('csv_stock_needs_colour', { product: product.name, colours: coloursOf(product) }),
      );
      rowFailed = true;
    }
    if (rowFailed) continue;

    // Prices: one per product, whichever of its rows give it.
    const entry = prices.get(product.id) ?? { product };
    prices.set(product.id, entry);
    for (const [field, parsed] of [
      ['price', price],
      ['discount_price', discount],
    ] as const) {
      if (!parsed || !('value' in parsed)) continue;
      const slot = field === 'price' ? 'price' : 'discount';
      const given = entry[slot];
      if (given && given.value !== parsed.value) {
        fail(
          line,
          field,
          fieldRefusal(PRICE_REFUSALS[field].differs, {
            price: rupeesOf(parsed.value),
            earlier_price: rupeesOf(given.value),
            earlier_line: given.line,
          }),
        );
      } else if (!given) entry[slot] = { value: parsed.value, line };
    }

    // The product's Nepali texts: one per product, like its prices.
    const textEntry = texts.get(product.id) ?? {};
    texts.set(product.id, textEntry);
    for (const field of PRODUCT_TEXT_FIELDS) {
      const parsed = rowTexts[field];
      if (!parsed || !('value' in parsed)) continue;
      const given = textEntry[field];
      if (given && given.value !== parsed.value)
        fail(line, field, fieldRefusal('csv_text_differs', { column: field, earlier_line: given.line }));
      else if (!given) {
        textEntry[field] = { value: parsed.value, line };
        const before = currentText(product, field);
        if (before !== parsed.value)
          textChanges.push({
            line,
            productId: product.id,
            slug: product.slug,
            name: product.name,
            colour: null,
            colourId: null,
            field,
            before,
            after: parsed.value,
          });
      }
    }
    // The barcode: one per product, like its prices.
    if (barcode && 'value' in barcode) {
      const given = barcodes.get(product.id);
      if (given && given.value !== barcode.value)
        fail(
          line,
          'barcode',
          fieldRefusal('csv_barcode_differs', {
            barcode: barcode.value,
            earlier_barcode: given.value,
            earlier_line: given.line,
          }),
        );
      else if (!given) barcodes.set(product.id, { value: barcode.value, line });
    }

    if (colour && colourNe && 'value' in colourNe) {
      const map = colourNames.get(product.id) ?? new Map<number, string>();
      colourNames.set(product.id, map);
      map.set(colour.id, colourNe.value);
      if (colour.nameNe !== colourNe.value)
        textChanges.push({
          line,
          productId: product.id,
          slug: product.slug,
          name: product.name,
          colour: colour.name,
          colourId: colour.id,
          field: 'colour_ne',
          before: colour.nameNe,
          after: colourNe.value,
        });
    }

    if (stock && 'value' in stock) {
      const before = colour ? colour.quantity : product.totalQuantity;
      if (colour) {
        const map = colourStock.get(product.id) ?? new Map<number, number>();
        colourStock.set(product.id, map);
        map.set(colour.id, stock.value);
      } else productStock.set(product.id, stock.value);
      if (before !== stock.value)
        stockChanges.push({
          line,
          productId: product.id,
          slug: product.slug,
          name: product.name,
          colour: colour?.name ?? null,
          colourId: colour?.id ?? null,
          field: 'stock',
          before,
          after: stock.value,
        });
    }
  }

  const changes: PlannedChange[] = [...stockChanges, ...textChanges, ...barcodeChanges(barcodes, catalogue, fail)];
  const productUpdates: ImportPlan['productUpdates'] = [];
  const changedProducts = new Set(changes.map((change) => change.productId));
  const finalPrices = new Map<number, { price: number; discount: number }>();
  for (const { product, price, discount } of prices.values()) {
    const finalPrice = price?.value ?? product.pricePaisa;
    const finalDiscount = discount?.value ?? product.discountPricePaisa;
    finalPrices.set(product.id, { price: finalPrice, discount: finalDiscount });
    if (finalDiscount > finalPrice) {
      const at = discount ?? price!;
      fail(
        at.line,
        discount ? 'discount_price' : 'price',
        fieldRefusal('csv_discount_above_price', { discount: rupeesOf(finalDiscount), price: rupeesOf(finalPrice) }),
      );
      continue;
    }
    const base = { productId: product.id, slug: product.slug, name: product.name, colour: null, colourId: null };
    if (price && price.value !== product.pricePaisa)
      changes.push({ ...base, line: price.line, field: 'price', before: product.pricePaisa, after: price.value });
    if (discount && discount.value !== product.discountPricePaisa)
      changes.push({
        ...base,
        line: discount.line,
        field: 'discount_price',
        before: product.discountPricePaisa,
        after: discount.value,
      });
    if ((price && price.value !== product.pricePaisa) || (discount && discount.value !== product.discountPricePaisa))
      changedProducts.add(product.id);
  }

  const colourUpdates: ImportPlan['colourUpdates'] = [];
  for (const id of changedProducts) {
    const product = catalogue.byId.get(id)!;
    const final = finalPrices.get(id) ?? { price: product.pricePaisa, discount: product.discountPricePaisa };
    let total = productStock.get(id) ?? product.totalQuantity;
    const newColours = colourStock.get(id);
    const newNames = colourNames.get(id);
    if (newColours) total = 0;
    for (const c of product.colours) {
      const quantity = newColours?.get(c.id) ?? c.quantity;
      const nameNe = newNames?.get(c.id) ?? c.nameNe;
      if (newColours) total += quantity;
      if (quantity !== c.quantity || nameNe !== c.nameNe) colourUpdates.push({ id: c.id, quantity, nameNe });
    }
    const given = texts.get(id) ?? {};
    productUpdates.push({
      id,
      pricePaisa: final.price,
      discountPricePaisa: final.discount,
      totalQuantity: total,
      shortDescriptionNe: given.short_description_ne?.value ?? product.shortDescriptionNe,
      deliveryDetailNe: given.delivery_detail_ne?.value ?? product.deliveryDetailNe,
      longDescriptionNe: given.long_description_ne?.value ?? product.longDescriptionNe,
      barcode: barcodes.get(id)?.value ?? product.barcode,
    });
  }
  const barcodeMoves = productUpdates
    .filter((update) => update.barcode !== catalogue.byId.get(update.id)!.barcode)
    .map((update) => update.id)
    .sort((a, b) => a - b);

  changes.sort((a, b) => a.line - b.line || FIELD_ORDER[a.field] - FIELD_ORDER[b.field]);
  errors.sort((a, b) => a.line - b.line);
  productUpdates.sort((a, b) => a.id - b.id);
  colourUpdates.sort((a, b) => a.id - b.id);
  return {
    rows: records.length,
    changes,
    errors,
    productUpdates,
    barcodeMoves,
    colourUpdates,
    token: fingerprint(changes),
  };
}

/**
 * The barcode changes, each checked against where the code ends up: one product per code. A code
 * held now by a product that this file gives another code is free (the apply clears it first);
 * one held by a product the file leaves alone is taken, and so is one two rows give two products.
 */
function barcodeChanges(
  barcodes: ReadonlyMap<number, TextProposal>,
  catalogue: CatalogueLookup,
  fail: Fail,
): PlannedChange[] {
  const changes: PlannedChange[] = [];
  const claimedBy = new Map<string, { productId: number; line: number }>();
  for (const [productId, proposal] of [...barcodes].sort((a, b) => a[1].line - b[1].line)) {
    const product = catalogue.byId.get(productId)!;
    if (product.barcode === proposal.value) continue;
    const earlier = claimedBy.get(proposal.value);
    if (earlier) {
      fail(
        proposal.line,
        'barcode',
        fieldRefusal('csv_barcode_given_twice', { barcode: proposal.value, earlier_line: earlier.line }),
      );
      continue;
    }
    const owner = catalogue.barcodeOwners.get(proposal.value);
    const ownerKeepsIt =
      owner !== undefined &&
      owner.id !== productId &&
      (barcodes.get(owner.id)?.value ?? proposal.value) === proposal.value;
    if (ownerKeepsIt) {
      fail(proposal.line, 'barcode', fieldRefusal('csv_barcode_taken', { product: owner.slug }));
      continue;
    }
    claimedBy.set(proposal.value, { productId, line: proposal.line });
    changes.push({
      line: proposal.line,
      productId,
      slug: product.slug,
      name: product.name,
      colour: null,
      colourId: null,
      field: 'barcode',
      before: product.barcode ?? '',
      after: proposal.value,
    });
  }
  return changes;
}

/** SHA-256 over the changes (what, where, from and to): equal tokens mean the same changes. */
export function fingerprint(changes: readonly PlannedChange[]): string {
  const hash = createHash('sha256');
  for (const change of changes)
    hash.update(
      `${change.line}|${change.productId}|${change.colourId ?? ''}|${change.field}|${JSON.stringify(change.before)}|${JSON.stringify(change.after)}\n`,
    );
  return hash.digest('hex');
}
