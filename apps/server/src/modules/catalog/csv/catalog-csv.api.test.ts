import { randomBytes } from 'node:crypto';
import {
  CATALOGUE_CSV_MAX_BYTES,
  type CatalogueCsvApplied,
  type CatalogueCsvPreview,
  type CatalogueCsvRefused,
  type ProductSummary,
  type UserRole,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { users } from '../../../db/schema.js';
import { parseCsv } from './csv.js';

// The CSV export and import on the real database: who may use them, the export's rows, a dry run
// that writes nothing, an apply the storefront shows at once, errors that refuse the whole file,
// stock per colour adding up, a stale dry run, and the limits on the body.

let ctx: TestContext;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await headersOf('admin');
});
afterAll(async () => {
  await ctx.close();
});

async function headersOf(role: UserRole) {
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email: `${role}.${randomBytes(4).toString('hex')}@example.com`, firstName: 'Hari', lastName: 'K', role })
    .returning({ id: users.id });
  return { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role })}` };
}

const exportCsv = (headers: Record<string, string> = admin) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/admin/catalogue/export.csv', headers });
const importCsv = (csv: string, query = '', headers: Record<string, string> = admin, type = 'text/csv') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/catalogue/import/${query}`,
    headers: { ...headers, 'content-type': type },
    payload: csv,
  });

type Row = {
  id: number;
  slug: string;
  price_paisa: number;
  discount_price_paisa: number;
  total_quantity: number;
};
async function product(id: number): Promise<Row> {
  const result = await ctx.database.db.execute<Row>(
    sql`SELECT id, slug, price_paisa, discount_price_paisa, total_quantity FROM products WHERE id = ${id}`,
  );
  return result.rows[0]!;
}
async function colours(productId: number) {
  const result = await ctx.database.db.execute<{ id: number; color_name: string; quantity: number }>(
    sql`SELECT id, color_name, quantity FROM product_colors WHERE product_id = ${productId} ORDER BY id`,
  );
  return result.rows;
}

describe('who may use it', () => {
  it('401 for a visitor, 403 for a customer and for staff, on export, dry run and apply', async () => {
    const csv = 'slug,price\nx,1';
    for (const response of [await exportCsv({}), await importCsv(csv, '?dry_run=1', {}), await importCsv(csv, '', {})])
      expect(response.statusCode).toBe(401);
    for (const role of ['customer', 'staff'] as const) {
      const headers = await headersOf(role);
      for (const response of [
        await exportCsv(headers),
        await importCsv(csv, '?dry_run=1', headers),
        await importCsv(csv, '', headers),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Only admins can do this', code: 'admin_only' });
      }
    }
  });
});

describe('export', () => {
  it('is a CSV attachment with one row per product or colour, prices in rupees', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pasal-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(
      response.body.startsWith(
        '\uFEFFslug,sku,name,colour,price,discount_price,stock,colour_ne,short_description_ne,delivery_detail_ne,long_description_ne,configuration,barcode\r\n',
      ),
    ).toBe(true);
    const [, ...rows] = parseCsv(response.body);
    const counted = await ctx.database.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_colors c WHERE c.product_id = p.id))
        + (SELECT count(*) FROM product_colors) AS n`);
    expect(rows).toHaveLength(counted.rows[0]!.n);
    const first = await product(Number(rows[0]!.cells[1]));
    expect(rows[0]!.cells[0]).toBe(first.slug);
    expect(rows[0]!.cells[4]).toBe(String(first.price_paisa / 100));
  });

  it('names each configuration of a product sold in variants (issue #35), a read-only column an import accepts', async () => {
    const [, ...rows] = parseCsv((await exportCsv()).body);
    const large = rows.filter((row) => row.cells[0] === 'samsung-galaxy-s24-ultra-12gb-512gb');
    expect(large.length).toBeGreaterThan(0);
    for (const row of large) expect(row.cells[11]).toBe('RAM: 12GB; Storage: 512GB');
    const plain = rows.find((row) => row.cells[0] === 'jbl-flip-6');
    expect(plain?.cells[11]).toBe('');
    const dry = await importCsv(
      `slug,colour,configuration,stock\r\nsamsung-galaxy-s24-ultra-12gb-512gb,${large[0]!.cells[3]},RAM: 12GB; Storage: 512GB,9`,
      '?dry_run=1',
    );
    expect(dry.statusCode, dry.body).toBe(200);
    expect((dry.json() as CatalogueCsvPreview).data).toMatchObject({ error_count: 0, products: 1 });
  });
});

describe('import', () => {
  it('dry run previews 20 price changes and writes nothing; the apply writes them and the storefront shows them at once', async () => {
    // The first two pages of the storefront's list (12 a page), read (and so cached) before the import.
    const storefront = async () => {
      const pages = await Promise.all(
        [1, 2].map((page) => ctx.app.inject({ method: 'GET', url: `/api/v1/products/?page=${page}` })),
      );
      return pages.flatMap((page) => (page.json() as { data: ProductSummary[] }).data);
    };
    const listed = (await storefront()).slice(0, 20);
    expect(listed).toHaveLength(20);
    const newPrice = (item: ProductSummary) => item.price + 100;
    const csv = ['slug,price', ...listed.map((item) => `${item.slug},${newPrice(item)}`)].join('\r\n');

    const dry = await importCsv(csv, '?dry_run=1');
    expect(dry.statusCode).toBe(200);
    const preview = dry.json() as CatalogueCsvPreview;
    expect(preview.data).toMatchObject({ rows: 20, products: 20, errors: [], error_count: 0 });
    expect(preview.data.changes).toHaveLength(20);
    expect(preview.data.changes[0]).toEqual({
      line: 2,
      product_id: listed[0]!.id,
      slug: listed[0]!.slug,
      name: listed[0]!.name,
      colour: null,
      field: 'price',
      before: listed[0]!.price,
      after: newPrice(listed[0]!),
    });
    expect(preview.message).toBe('20 changes to 20 products, ready to apply');
    expect((await product(listed[0]!.id)).price_paisa).toBe(listed[0]!.price * 100);

    const applied = await importCsv(csv, `?expect=${preview.data.token}`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({
      data: { rows: 20, changes: 20, products: 20, colours: 0 },
      message: 'Applied 20 changes to 20 products',
    } satisfies CatalogueCsvApplied);

    const shown = new Map((await storefront()).map((item) => [item.id, item.price]));
    for (const item of listed) expect(shown.get(item.id)).toBe(newPrice(item));

    // The same file again: nothing left to change.
    const again = (await importCsv(csv, '?dry_run=1')).json() as CatalogueCsvPreview;
    expect(again.data.changes).toEqual([]);
    expect(again.message).toBe('Nothing to change: every value in the file is already in the catalogue');
  });

  it('sets stock per colour, keeping the product’s stock the sum of its colours', async () => {
    const found = await ctx.database.db.execute<{ product_id: number }>(
      sql`SELECT product_id FROM product_colors GROUP BY product_id HAVING count(*) >= 2 ORDER BY product_id LIMIT 1`,
    );
    const id = found.rows[0]!.product_id;
    const [first, second, ...rest] = await colours(id);
    const { slug } = await product(id);
    const version = async () =>
      (await ctx.database.db.execute<{ version: number }>(sql`SELECT version FROM products WHERE id = ${id}`)).rows[0]!
        .version;
    const versionBefore = await version();
    const csv = `slug,colour,stock\n${slug},${first!.color_name.toUpperCase()},${first!.quantity + 5}\n${slug},${second!.color_name},0\n`;
    const applied = await importCsv(csv);
    expect(applied.statusCode).toBe(200);
    expect((applied.json() as CatalogueCsvApplied).data).toMatchObject({ products: 1, colours: 2 });
    const now = await colours(id);
    expect(now.map((c) => c.quantity)).toEqual([first!.quantity + 5, 0, ...rest.map((c) => c.quantity)]);
    expect((await product(id)).total_quantity).toBe(now.reduce((sum, c) => sum + c.quantity, 0));
    // An admin write like the product editor's: the editor's version moves on, and the audit log says who changed what.
    expect(await version()).toBe(versionBefore + 1);
    const audit = await ctx.database.db.execute<{ field: string; before: unknown; after: unknown; actor_id: number }>(
      sql`SELECT field, before, after, actor_id FROM catalogue_audit_log WHERE entity = 'product' AND entity_id = ${id} AND field = 'stock' ORDER BY id`,
    );
    expect(audit.rows.map(({ field, before, after }) => ({ field, before, after }))).toEqual([
      {
        field: 'stock',
        before: { [first!.color_name]: first!.quantity },
        after: { [first!.color_name]: first!.quantity + 5 },
      },
      { field: 'stock', before: { [second!.color_name]: second!.quantity }, after: { [second!.color_name]: 0 } },
    ]);
    expect(audit.rows[0]!.actor_id).toBeGreaterThan(0);
  });

  it('sets barcodes (issue #36): exported on each row, moved between two products in one file, refused when another product keeps the code', async () => {
    const ids = (
      await ctx.database.db.execute<{ id: number; slug: string }>(sql`
        SELECT id, slug FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_colors c WHERE c.product_id = p.id)
        ORDER BY id DESC LIMIT 3`)
    ).rows;
    const [a, b, c] = ids as [{ id: number; slug: string }, { id: number; slug: string }, { id: number; slug: string }];
    const barcodeOf = async (id: number) =>
      (await ctx.database.db.execute<{ barcode: string | null }>(sql`SELECT barcode FROM products WHERE id = ${id}`))
        .rows[0]!.barcode;

    // Set: trimmed and upper-cased, and exported in the last column.
    const set = await importCsv(`sku,barcode\n${a.id}, csv-bar-0001 \n${b.id},CSV-BAR-0002\n`);
    expect(set.statusCode, set.body).toBe(200);
    expect(await barcodeOf(a.id)).toBe('CSV-BAR-0001');
    const [, ...rows] = parseCsv((await exportCsv()).body);
    expect(rows.find((row) => row.cells[1] === String(a.id))?.cells[12]).toBe('CSV-BAR-0001');

    // Swapped in one file: each cleared first, so the unique index never sees a code twice.
    const swapped = await importCsv(`sku,barcode\n${a.id},CSV-BAR-0002\n${b.id},CSV-BAR-0001\n`);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect([await barcodeOf(a.id), await barcodeOf(b.id)]).toEqual(['CSV-BAR-0002', 'CSV-BAR-0001']);
    const audit = await ctx.database.db.execute<{ before: unknown; after: unknown }>(
      sql`SELECT before, after FROM catalogue_audit_log WHERE entity = 'product' AND entity_id = ${a.id} AND field = 'barcode' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { before: null, after: 'CSV-BAR-0001' },
      { before: 'CSV-BAR-0001', after: 'CSV-BAR-0002' },
    ]);

    // A product the file leaves alone keeps its code: refused on the row, nothing written.
    const taken = await importCsv(`sku,barcode,stock\n${c.id},CSV-BAR-0001,\n${a.id},,3\n`);
    expect(taken.statusCode).toBe(422);
    expect((taken.json() as CatalogueCsvRefused).row_errors).toEqual([
      {
        line: 2,
        field: 'barcode',
        code: 'csv_barcode_taken',
        params: { product: b.slug },
        message: `Another product already has this barcode (${b.slug})`,
      },
    ]);
    expect(await barcodeOf(c.id)).toBe(null);
    expect((await product(a.id)).total_quantity).not.toBe(3);
  });

  it('refuses the whole file when any row has an error (422 with every error), writing nothing', async () => {
    const good = await product(1);
    const csv = [
      'slug,colour,price,discount_price,stock',
      `${good.slug},,${good.price_paisa / 100 + 1},,`,
      'no-such-product,,10,,',
      `${good.slug},,,,`,
    ].join('\n');
    const dry = (await importCsv(csv, '?dry_run=1')).json() as CatalogueCsvPreview;
    expect(dry.data.errors.map((error) => error.line)).toEqual([3, 4]);
    // The dry run's errors carry their codes too (issue #31), for a page to word them itself.
    expect(dry.data.errors).toEqual([
      {
        line: 3,
        field: 'slug',
        code: 'csv_unknown_slug',
        params: { slug: 'no-such-product' },
        message: 'No product has the slug "no-such-product"',
      },
      {
        line: 4,
        field: null,
        code: 'csv_duplicate_row',
        params: { earlier_line: 2, slug: good.slug },
        message: `Duplicate row: line 2 is already ${good.slug}`,
      },
    ]);
    expect(dry.data.changes).toHaveLength(1);
    expect(dry.message).toBe('2 rows with errors: fix them and check the file again');

    const response = await importCsv(csv);
    expect(response.statusCode).toBe(422);
    const body = response.json() as CatalogueCsvRefused;
    expect(body.message).toBe('Nothing was changed: fix the rows with errors and try again');
    expect(body.error_count).toBe(2);
    expect(body.row_errors[0]).toEqual({
      line: 3,
      field: 'slug',
      code: 'csv_unknown_slug',
      params: { slug: 'no-such-product' },
      message: 'No product has the slug "no-such-product"',
    });
    expect(body.errors).toEqual({ file: 'Line 3: No product has the slug "no-such-product"' });
    expect(await product(1)).toEqual(good);
  });

  it('counts the rows with errors, not the errors, when a row has several', async () => {
    const good = await product(1);
    const csv = ['slug,colour,price,discount_price,stock', `${good.slug},,abc,xyz,`].join('\n');
    const dry = (await importCsv(csv, '?dry_run=1')).json() as CatalogueCsvPreview;
    expect(dry.data.errors.map((error) => [error.line, error.field])).toEqual([
      [2, 'price'],
      [2, 'discount_price'],
    ]);
    expect(dry.data.error_count).toBe(2);
    expect(dry.data.error_rows).toBe(1);
    expect(dry.message).toBe('1 row with errors: fix it and check the file again');

    const body = (await importCsv(csv)).json() as CatalogueCsvRefused;
    expect([body.error_count, body.error_rows]).toEqual([2, 1]);
  });

  it('refuses (409) to apply when the changes are no longer those of the dry run', async () => {
    const target = await product(2);
    const csv = `slug,price\n${target.slug},${target.price_paisa / 100 + 7}`;
    const preview = (await importCsv(csv, '?dry_run=1')).json() as CatalogueCsvPreview;
    await ctx.database.db.execute(sql`UPDATE products SET price_paisa = price_paisa + 1 WHERE id = 2`);
    const response = await importCsv(csv, `?expect=${preview.data.token}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/changed since the file was checked/);
    expect(response.json()).toMatchObject({
      code: 'csv_catalogue_changed',
      fields: { file: { code: 'csv_catalogue_changed' } },
    });
    expect((await product(2)).price_paisa).toBe(target.price_paisa + 1);
  });

  it('answers bad files and bodies with 4xx and a message', async () => {
    const cases: [string, number, RegExp, string, string?][] = [
      ['', 400, /empty/, 'csv_empty'],
      ['name,price\nx,1', 400, /slug or sku/, 'csv_no_key_column'],
      ['slug,prize\nx,1', 400, /Unknown column "prize"/, 'csv_unknown_column'],
      ['slug,price,Price\nx,1,2', 400, /The column price appears twice/, 'csv_column_twice'],
      ['slug,name\nx,y', 400, /nothing to change/, 'csv_no_value_column'],
      ['slug,price\n"x,1', 400, /^Line 2: a quoted value is not closed/, 'csv_quote_not_closed'],
      ['slug,price\n"x"y,1', 400, /^Line 2: text after a closing quote/, 'csv_text_after_quote'],
      ['slug,price\nx,1', 415, /text\/csv/, 'csv_not_csv', 'application/json'],
    ];
    for (const [csv, status, message, code, type] of cases) {
      const response =
        type === 'application/json'
          ? await ctx.app.inject({
              method: 'POST',
              url: '/api/v1/admin/catalogue/import/?dry_run=1',
              headers: admin,
              payload: { slug: 'x' },
            })
          : await importCsv(csv, '?dry_run=1');
      expect(response.statusCode, csv).toBe(status);
      expect(response.json().message).toMatch(message);
      expect(response.json(), csv).toMatchObject({
        code,
        errors: { file: expect.stringMatching(message) },
        fields: { file: { code } },
      });
    }
    const badQuery = await importCsv('slug,price\nx,1', '?dry_run=maybe');
    expect(badQuery.statusCode).toBe(400);
  });

  it('a body over 5 MB is refused with 413', async () => {
    const huge = `slug,price\n${'a-slug,1\n'.repeat(Math.ceil(CATALOGUE_CSV_MAX_BYTES / 9) + 10)}`;
    const response = await importCsv(huge, '?dry_run=1');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'csv_too_large',
      message: 'The file is too large: at most 5 MB (split it into several files)',
      errors: { file: 'The file is too large: at most 5 MB (split it into several files)' },
      fields: { file: { code: 'csv_too_large' } },
    });
  });

  it('is listed in the API documentation', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(paths['/api/v1/admin/catalogue/export.csv']?.get).toBeDefined();
    expect(paths['/api/v1/admin/catalogue/import/']?.post).toBeDefined();
  });
});
