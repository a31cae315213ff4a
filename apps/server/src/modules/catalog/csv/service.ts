import { CATALOGUE_CSV_COLUMNS, CATALOGUE_CSV_MAX_ROWS, paisaToRupees } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/connection.js';
import { fieldRefusal, RefusalError, type FieldRefusal } from '../../../lib/refusal.js';
import { isBarcodeTaken } from '../editor/service.js';
import { CSV_BOM, csvLine, CsvSyntaxError, delimiterOf, parseCsv, type CsvRecord } from './csv.js';
import {
  barcodesOf,
  CsvHeaderError,
  keysOf,
  lookupOf,
  planImport,
  readHeader,
  type BarcodeOwner,
  type CsvColumns,
  type CurrentProduct,
  type ImportPlan,
} from './plan.js';

// The catalogue's CSV export and import against the database. The rules are in plan.ts; this
// file reads the products a file names, and writes a plan in one transaction.

/** The whole catalogue as CSV: one row per product, or per colour (by product id, then colour position). */
export async function exportCatalogueCsv(db: Database): Promise<string> {
  const result = await db.execute<{
    id: number;
    slug: string;
    name: string;
    price_paisa: number;
    discount_price_paisa: number;
    total_quantity: number;
    color_name: string | null;
    quantity: number | null;
    color_name_ne: string | null;
    short_description_ne: string;
    delivery_detail_ne: string;
    long_description_ne: string;
    configuration: string | null;
    barcode: string | null;
  }>(sql`
    SELECT p.id, p.slug, p.name, p.price_paisa, p.discount_price_paisa, p.total_quantity, c.color_name, c.quantity,
      c.color_name_ne, p.short_description_ne, p.delivery_detail_ne, p.long_description_ne, p.barcode,
      (SELECT string_agg(o.name || ': ' || o.value, '; ' ORDER BY o.position)
         FROM product_families f, unnest(f.options, p.option_values) WITH ORDINALITY AS o(name, value, position)
         WHERE f.id = p.family_id) AS configuration
    FROM products p LEFT JOIN product_colors c ON c.product_id = p.id
    ORDER BY p.id, c.position, c.id`);
  const parts = [CSV_BOM, csvLine(CATALOGUE_CSV_COLUMNS)];
  let previous: number | null = null;
  for (const row of result.rows) {
    // The long description on the product's first row only (catalog-csv.ts in the contract).
    const firstOfProduct = row.id !== previous;
    previous = row.id;
    parts.push(
      csvLine([
        row.slug,
        row.id,
        row.name,
        row.color_name ?? '',
        rupees(row.price_paisa),
        rupees(row.discount_price_paisa),
        row.color_name === null ? row.total_quantity : row.quantity,
        row.color_name_ne ?? '',
        row.short_description_ne,
        row.delivery_detail_ne,
        firstOfProduct ? row.long_description_ne : '',
        row.configuration ?? '',
        row.barcode ?? '',
      ]),
    );
  }
  return parts.join('');
}

/** Paisa as the file writes rupees: "1234" or "1234.50" (never a float's "1234.5000001"). */
function rupees(paisa: number): string {
  const whole = Math.trunc(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

export interface ReadFile {
  columns: CsvColumns;
  records: CsvRecord[];
}

/** A refusal of the file as a whole, also on its `file` field, where the import form shows it. */
export function fileRefused(refusal: FieldRefusal): RefusalError {
  return new RefusalError(refusal.code, refusal.params, { file: refusal });
}

/** The file's header and rows; 400 for a file that is not CSV the import can read. */
export function readCatalogueCsv(text: string): ReadFile {
  let records: CsvRecord[];
  try {
    records = parseCsv(text, delimiterOf(text));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw fileRefused(fieldRefusal(error.code, { line: error.line }));
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw fileRefused(fieldRefusal('csv_empty'));
  if (rows.length > CATALOGUE_CSV_MAX_ROWS)
    throw fileRefused(fieldRefusal('csv_too_many_rows', { max: CATALOGUE_CSV_MAX_ROWS.toLocaleString('en-US') }));
  try {
    return { columns: readHeader(header.cells), records: rows };
  } catch (error) {
    if (error instanceof CsvHeaderError) throw fileRefused(error.refusal);
    throw error;
  }
}

/**
 * The products a file names, with their colours. `lock` takes their rows FOR UPDATE in id order,
 * products before colours, the order checkout takes them in (drizzle/0003), so an order and an
 * import wait for each other instead of deadlocking.
 */
async function loadProducts(db: DbOrTx, file: ReadFile, lock: boolean): Promise<CurrentProduct[]> {
  const { slugs, ids } = keysOf(file.records, file.columns);
  if (slugs.length === 0 && ids.length === 0) return [];
  const forUpdate = lock ? sql` FOR UPDATE` : sql``;
  const products = await db.execute<{
    id: number;
    slug: string;
    name: string;
    price_paisa: number;
    discount_price_paisa: number;
    total_quantity: number;
    short_description_ne: string;
    delivery_detail_ne: string;
    long_description_ne: string;
    barcode: string | null;
  }>(sql`
    SELECT id, slug, name, price_paisa, discount_price_paisa, total_quantity, short_description_ne, delivery_detail_ne,
      long_description_ne, barcode
    FROM products
    WHERE slug = ANY(${sql.param(slugs)}::text[]) OR id = ANY(${sql.param(ids)}::integer[])
    ORDER BY id${forUpdate}`);
  const productIds = products.rows.map((row) => row.id);
  const colours = await db.execute<{
    id: number;
    product_id: number;
    color_name: string;
    color_name_ne: string;
    quantity: number;
  }>(sql`
    SELECT id, product_id, color_name, color_name_ne, quantity FROM product_colors
    WHERE product_id = ANY(${sql.param(productIds)}::integer[])
    ORDER BY id${forUpdate}`);
  const coloursOf = new Map<number, CurrentProduct['colours'][number][]>();
  for (const colour of colours.rows) {
    const list = coloursOf.get(colour.product_id) ?? [];
    list.push({ id: colour.id, name: colour.color_name, nameNe: colour.color_name_ne, quantity: colour.quantity });
    coloursOf.set(colour.product_id, list);
  }
  return products.rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    pricePaisa: row.price_paisa,
    discountPricePaisa: row.discount_price_paisa,
    totalQuantity: row.total_quantity,
    shortDescriptionNe: row.short_description_ne,
    deliveryDetailNe: row.delivery_detail_ne,
    longDescriptionNe: row.long_description_ne,
    barcode: row.barcode,
    colours: coloursOf.get(row.id) ?? [],
  }));
}

/** Who holds the file's barcodes now, also products the file does not name (one code, one product). */
async function loadBarcodeOwners(db: DbOrTx, file: ReadFile): Promise<Map<string, BarcodeOwner>> {
  const codes = barcodesOf(file.records, file.columns);
  if (codes.length === 0) return new Map();
  const owners = await db.execute<{ id: number; slug: string; barcode: string }>(sql`
    SELECT id, slug, barcode FROM products WHERE barcode = ANY(${sql.param(codes)}::text[])`);
  return new Map(owners.rows.map((row) => [row.barcode, { id: row.id, slug: row.slug }]));
}

/** The dry run: the plan against the catalogue as it is now. Writes nothing. */
export async function previewImport(db: Database, file: ReadFile): Promise<ImportPlan> {
  const products = await loadProducts(db, file, false);
  return planImport(file.records, file.columns, lookupOf(products, await loadBarcodeOwners(db, file)));
}

export type ApplyOutcome =
  { applied: true; plan: ImportPlan } | { applied: false; reason: 'errors' | 'stale'; plan: ImportPlan };

/**
 * Checks the file again on locked rows and, when it has no error (and its changes are still the
 * ones `expectToken` was made from), writes every change in this one transaction: one UPDATE for
 * the products (bumping the version the product editor's optimistic lock compares), one for the
 * colours and one INSERT into the audit log, whatever the number of rows.
 */
export async function applyImport(
  db: Database,
  file: ReadFile,
  options: { now: Date; actorId: number; expectToken?: string },
): Promise<ApplyOutcome> {
  try {
    return await applyInTransaction(db, file, options);
  } catch (error) {
    // A product outside the file took one of its barcodes after the check (the product editor):
    // the file's changes are no longer the ones checked.
    if (isBarcodeTaken(error)) throw fileRefused(fieldRefusal('csv_catalogue_changed'));
    throw error;
  }
}

function applyInTransaction(
  db: Database,
  file: ReadFile,
  options: { now: Date; actorId: number; expectToken?: string },
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const products = await loadProducts(tx, file, true);
    const plan = planImport(file.records, file.columns, lookupOf(products, await loadBarcodeOwners(tx, file)));
    if (plan.errors.length > 0) return { applied: false, reason: 'errors', plan };
    if (options.expectToken !== undefined && options.expectToken !== plan.token)
      return { applied: false, reason: 'stale', plan };
    if (plan.barcodeMoves.length > 0) {
      // Cleared first: a code moving between two products of the file must not meet itself in the
      // unique index halfway through the one UPDATE below.
      await tx.execute(
        sql`UPDATE products SET barcode = NULL WHERE id = ANY(${sql.param(plan.barcodeMoves)}::integer[])`,
      );
    }
    if (plan.productUpdates.length > 0) {
      const ids = plan.productUpdates.map((update) => update.id);
      await tx.execute(sql`
        UPDATE products p
        SET price_paisa = v.price, discount_price_paisa = v.discount, total_quantity = v.total,
          short_description_ne = v.short_ne, delivery_detail_ne = v.delivery_ne, long_description_ne = v.long_ne,
          barcode = v.barcode, version = p.version + 1, updated_at = ${options.now}
        FROM unnest(${sql.param(ids)}::integer[], ${sql.param(plan.productUpdates.map((u) => u.pricePaisa))}::integer[],
          ${sql.param(plan.productUpdates.map((u) => u.discountPricePaisa))}::integer[],
          ${sql.param(plan.productUpdates.map((u) => u.totalQuantity))}::integer[],
          ${sql.param(plan.productUpdates.map((u) => u.shortDescriptionNe))}::text[],
          ${sql.param(plan.productUpdates.map((u) => u.deliveryDetailNe))}::text[],
          ${sql.param(plan.productUpdates.map((u) => u.longDescriptionNe))}::text[],
          ${sql.param(plan.productUpdates.map((u) => u.barcode))}::text[])
          AS v(id, price, discount, total, short_ne, delivery_ne, long_ne, barcode)
        WHERE p.id = v.id`);
    }
    if (plan.colourUpdates.length > 0) {
      await tx.execute(sql`
        UPDATE product_colors c SET quantity = v.quantity, color_name_ne = v.name_ne
        FROM unnest(${sql.param(plan.colourUpdates.map((u) => u.id))}::integer[],
          ${sql.param(plan.colourUpdates.map((u) => u.quantity))}::integer[],
          ${sql.param(plan.colourUpdates.map((u) => u.nameNe))}::text[]) AS v(id, quantity, name_ne)
        WHERE c.id = v.id`);
    }
    if (plan.changes.length > 0) {
      // The catalogue's audit log (catalog/editor), one row per change, in the product editor's
      // units: rupees, and a colour's stock as { colour: units }.
      const audit = plan.changes.map(auditOf);
      await tx.execute(sql`
        INSERT INTO catalogue_audit_log (entity, entity_id, actor_id, at, field, before, after)
        SELECT 'product', v.entity_id, ${options.actorId}, ${options.now}, v.field, v.before, v.after
        FROM unnest(${sql.param(audit.map((row) => row.productId))}::integer[],
          ${sql.param(audit.map((row) => row.field))}::text[],
          ${sql.param(audit.map((row) => row.before))}::jsonb[],
          ${sql.param(audit.map((row) => row.after))}::jsonb[]) AS v(entity_id, field, before, after)`);
    }
    return { applied: true, plan };
  });
}

function auditOf(change: ImportPlan['changes'][number]) {
  const perColour = (value: unknown) => (change.colour === null ? value : { [change.colour]: value });
  const value = (before: number | string) =>
    JSON.stringify(
      // As the product editor logs it: no barcode is null.
      change.field === 'barcode'
        ? before || null
        : typeof before === 'string'
          ? perColour(before)
          : change.field === 'stock'
            ? perColour(before)
            : paisaToRupees(before),
    );
  return { productId: change.productId, field: change.field, before: value(change.before), after: value(change.after) };
}

/** A planned change as the API shows it (rupees for prices). */
export function changeForApi(change: ImportPlan['changes'][number]) {
  const money = (value: number | string) =>
    typeof value === 'number' && change.field !== 'stock' ? paisaToRupees(value) : value;
  return {
    line: change.line,
    product_id: change.productId,
    slug: change.slug,
    name: change.name,
    colour: change.colour,
    field: change.field,
    before: money(change.before),
    after: money(change.after),
  };
}
