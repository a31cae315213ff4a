import { randomBytes } from 'node:crypto';
import type {
  AdminCategory,
  AdminProduct,
  CatalogueCsvApplied,
  CatalogueCsvPreview,
  Category,
  Paginated,
  Product,
  ProductInput,
  ProductListPage,
  ProductSuggestion,
  ProductSummary,
  ShopInfo,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import { parseCsv } from './csv/csv.js';

// Shop content in Nepali (issue #30) on the real database: the public catalogue sends each text's
// Nepali version beside the English (null where staff entered none, so a Nepali page falls back
// to the English), the demo catalogue has them, staff save and clear them in the editor and the
// categories screen, and the CSV carries them both ways while an old CSV without them still imports.

let ctx: TestContext;
let admin: { authorization: string };
let speakersId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `ne.${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Sita',
      lastName: 'K',
      role: 'admin',
    })
    .returning({ id: users.id });
  admin = { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role: 'admin' })}` };
  const rows = await ctx.database.db.execute<{ id: number }>(sql`SELECT id FROM categories WHERE slug = 'speakers'`);
  speakersId = rows.rows[0]!.id;
});
afterAll(() => ctx.close());

const get = async <T>(url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: admin, payload: payload as object });

const S24 = 'samsung-galaxy-s24-ultra-12gb-256gb';
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the demo catalogue in Nepali', () => {
  it('names the categories in Nepali', async () => {
    const { data } = await get<Paginated<Category>>('/api/v1/categories/');
    expect(data.map((category) => [category.name, category.name_ne])).toEqual([
      ['Smartphones', 'स्मार्टफोन'],
      ['Laptops', 'ल्यापटप'],
      ['Earbuds', 'इयरबड'],
      ['Neckbands', 'नेकब्यान्ड'],
      ['Speakers', 'स्पिकर'],
      ['Smartwatches', 'स्मार्टवाच'],
      ['Power Banks', 'पावर बैंक'],
    ]);
  });

  it('gives a product its Nepali category, colours, short description, specification labels and delivery line', async () => {
    const { data } = await get<{ data: Product }>(`/api/v1/products/${S24}/`);
    expect(data.category_name_ne).toBe('स्मार्टफोन');
    expect(data.colors.map((color) => [color.color_name, color.color_name_ne])).toEqual([
      ['Titanium Black', 'टाइटेनियम कालो'],
      ['Titanium Gray', 'टाइटेनियम खरानी'],
      ['Titanium Violet', 'टाइटेनियम बैजनी'],
      ['Titanium Yellow', 'टाइटेनियम पहेँलो'],
    ]);
    expect(data.short_description_ne).toMatch(DEVANAGARI);
    expect(data.delivery_detail_ne).toBe(
      'काठमाडौँ उपत्यकाभित्र सोही दिन वा अर्को कार्यदिवसमा; नेपालका अन्य ठाउँमा २ देखि ७ कार्यदिवसभित्र।',
    );
    expect(data.specifications.map((spec) => spec.title_ne)).toEqual([
      'डिस्प्ले',
      'प्रोसेसर',
      'र्‍याम',
      'स्टोरेज',
      'पछाडिको क्यामेरा',
      'अगाडिको क्यामेरा',
      'ब्याट्री',
      'चार्जिङ',
      'अपरेटिङ सिस्टम',
      'वारेन्टी',
    ]);
    // A value that is a word gets its Nepali; model numbers and sizes stay as they are (none).
    expect(data.specifications.find((spec) => spec.title === 'Warranty')!.answer_ne).toBe(
      '१ वर्षको आधिकारिक ब्रान्ड वारेन्टी',
    );
    expect(data.specifications.find((spec) => spec.title === 'RAM')!.answer_ne).toBeNull();
    // The long description has no Nepali version in the demo: none, so the page shows the English.
    expect(data.long_description_ne).toBeNull();
    // Product and brand names are the same in both languages.
    expect(data.name).toBe('Samsung Galaxy S24 Ultra (12GB/256GB)');
  });

  it('gives every demo product a Nepali short description, and every colour a Nepali name', async () => {
    const rows = await ctx.database.db.execute<{ missing: number; colours: number }>(sql`
      SELECT (SELECT count(*)::int FROM products WHERE is_demo AND short_description_ne = '') AS missing,
             (SELECT count(*)::int FROM product_colors k JOIN products p ON p.id = k.product_id
               WHERE p.is_demo AND k.color_name_ne = '') AS colours`);
    expect(rows.rows[0]).toEqual({ missing: 0, colours: 0 });
  });

  it('sends the Nepali category and short description with list cards, featured products and suggestions', async () => {
    const page = await get<ProductListPage>(`/api/v1/products/?category=smartphones`);
    expect(page.data[0]!.category_name_ne).toBe('स्मार्टफोन');
    expect(page.data.every((card) => DEVANAGARI.test(card.short_description_ne ?? ''))).toBe(true);
    const featured = await get<{ data: ProductSummary[] }>('/api/v1/products/featured/');
    expect(featured.data.every((card) => card.category_name_ne && DEVANAGARI.test(card.category_name_ne))).toBe(true);
    const suggestions = await get<{ data: ProductSuggestion[] }>('/api/v1/products/suggest/?q=galaxy');
    expect(suggestions.data[0]!.category_name_ne).toBe('स्मार्टफोन');
  });
});

function input(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: `Dhun Speaker ${randomBytes(3).toString('hex')}`,
    status: 'active',
    category_id: speakersId,
    brand_id: null,
    short_description: 'A loud little speaker.',
    long_description: 'First paragraph.\n\nSecond paragraph.',
    specifications: [
      { title: 'Battery', answer: '12 hours' },
      { title: 'Weight', answer: '540 g' },
    ],
    price: 5000,
    discount_price: 4500,
    delivery_price: 100,
    delivery_detail: 'Kathmandu valley in 2 days',
    colors: [
      { color_name: 'Black', hex_code: '#000000', quantity: 4 },
      { color_name: 'Red', hex_code: '#ff0000', quantity: 3 },
    ],
    ...overrides,
  };
}

const nepali = {
  short_description_ne: 'सानो तर ठूलो आवाजको स्पिकर।',
  long_description_ne: 'पहिलो अनुच्छेद।\n\nदोस्रो अनुच्छेद।',
  delivery_detail_ne: 'काठमाडौँ उपत्यकामा २ दिनमा',
  specifications: [
    { title: 'Battery', answer: '12 hours', title_ne: 'ब्याट्री', answer_ne: '१२ घण्टा' },
    { title: 'Weight', answer: '540 g', title_ne: 'तौल' },
  ],
  colors: [
    { color_name: 'Black', color_name_ne: 'कालो', hex_code: '#000000', quantity: 4 },
    { color_name: 'Red', hex_code: '#ff0000', quantity: 3 },
  ],
} satisfies Partial<ProductInput>;

describe('staff enter the Nepali texts', () => {
  it('saves them with the product: the editor reads them back and the storefront sends them', async () => {
    const created = await call('POST', '/api/v1/admin/products/', input(nepali));
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<{ data: AdminProduct }>().data;
    expect(product).toMatchObject({
      short_description_ne: 'सानो तर ठूलो आवाजको स्पिकर।',
      long_description_ne: 'पहिलो अनुच्छेद।\n\nदोस्रो अनुच्छेद।',
      delivery_detail_ne: 'काठमाडौँ उपत्यकामा २ दिनमा',
    });
    expect(product.specifications).toEqual([
      { title: 'Battery', answer: '12 hours', title_ne: 'ब्याट्री', answer_ne: '१२ घण्टा' },
      { title: 'Weight', answer: '540 g', title_ne: 'तौल', answer_ne: '' },
    ]);
    expect(product.colors.map((color) => color.color_name_ne)).toEqual(['कालो', '']);

    const { data } = await get<{ data: Product }>(`/api/v1/products/${product.slug}/`);
    expect(data.short_description_ne).toBe('सानो तर ठूलो आवाजको स्पिकर।');
    expect(data.long_description_ne).toBe('पहिलो अनुच्छेद।\n\nदोस्रो अनुच्छेद।');
    expect(data.delivery_detail_ne).toBe('काठमाडौँ उपत्यकामा २ दिनमा');
    expect(data.colors.map((color) => color.color_name_ne)).toEqual(['कालो', null]);
    expect(data.specifications).toEqual([
      { title: 'Battery', answer: '12 hours', title_ne: 'ब्याट्री', answer_ne: '१२ घण्टा' },
      { title: 'Weight', answer: '540 g', title_ne: 'तौल', answer_ne: null },
    ]);
    expect(data.category_name_ne).toBe('स्पिकर');
    // The list's card is current too (the catalogue index hears of the save).
    const page = await get<ProductListPage>(`/api/v1/products/?name=${encodeURIComponent(product.name)}`);
    expect(page.data.find((card) => card.id === product.id)?.short_description_ne).toBe('सानो तर ठूलो आवाजको स्पिकर।');
  });

  it('clears them: blank Nepali texts are none, and the storefront falls back to the English', async () => {
    const created = await call('POST', '/api/v1/admin/products/', input(nepali));
    const product = created.json<{ data: AdminProduct }>().data;
    await get<{ data: Product }>(`/api/v1/products/${product.slug}/`); // cached before the change
    const cleared = await call('PUT', `/api/v1/admin/products/${product.id}/`, {
      ...input({ name: product.name, slug: product.slug }),
      short_description_ne: '   ',
      long_description_ne: '',
      delivery_detail_ne: '',
      specifications: [
        { title: 'Battery', answer: '12 hours', title_ne: '', answer_ne: '' },
        { title: 'Weight', answer: '540 g' },
      ],
      colors: product.colors.map((color) => ({ ...color, color_name_ne: '', quantity_seen: color.quantity })),
      version: product.version,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const saved = cleared.json<{ data: AdminProduct }>().data;
    expect(saved.short_description_ne).toBe('');
    expect(saved.colors.map((color) => color.color_name_ne)).toEqual(['', '']);
    const { data } = await get<{ data: Product }>(`/api/v1/products/${product.slug}/`);
    expect(data).toMatchObject({
      short_description: 'A loud little speaker.',
      short_description_ne: null,
      long_description_ne: null,
      delivery_detail_ne: null,
    });
    expect(data.colors.map((color) => color.color_name_ne)).toEqual([null, null]);
    expect(data.specifications.map((spec) => [spec.title_ne, spec.answer_ne])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('refuses HTML in a Nepali text, as in the English', async () => {
    const response = await call('POST', '/api/v1/admin/products/', input({ short_description_ne: '<b>नयाँ</b>' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('short_description_ne');
  });

  it('names a category in Nepali, and clears it', async () => {
    const slug = `ne-${randomBytes(3).toString('hex')}`;
    const created = await call('POST', '/api/v1/admin/categories/', {
      name: `Cameras ${slug}`,
      name_ne: 'क्यामेरा',
      slug,
      image: '/uploads/categories/speakers.svg',
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json<{ data: AdminCategory }>().data;
    expect(category.name_ne).toBe('क्यामेरा');
    const listed = async () =>
      (await get<Paginated<Category>>('/api/v1/categories/')).data.find((row) => row.slug === slug)!;
    expect((await listed()).name_ne).toBe('क्यामेरा');

    const renamed = await call('PATCH', `/api/v1/admin/categories/${category.id}/`, { name_ne: 'डिजिटल क्यामेरा' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listed()).name_ne).toBe('डिजिटल क्यामेरा');
    const cleared = await call('PATCH', `/api/v1/admin/categories/${category.id}/`, { name_ne: '' });
    expect(cleared.json<{ data: AdminCategory }>().data.name_ne).toBe('');
    expect((await listed()).name_ne).toBeNull();
  });
});

describe('the shop address in Nepali', () => {
  it('has the demo address in Nepali until an admin saves settings, then what they saved', async () => {
    const shop = async () => (await get<{ data: ShopInfo }>('/api/v1/shop/')).data;
    const info = await shop();
    expect(info.address).toBe('Lambagar, Tarkeshwor, Kathmandu, Nepal 44600');
    expect(info.address_ne).toBe('लम्बगर, तारकेश्वर, काठमाडौँ, नेपाल ४४६००');
    const current = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/', headers: admin });
    const { settings } = current.json<{ data: { settings: Record<string, unknown> } }>().data;
    expect(settings.address_ne).toBe('लम्बगर, तारकेश्वर, काठमाडौँ, नेपाल ४४६००');
    const saved = await call('PUT', '/api/v1/admin/settings/', { ...settings, address_ne: 'पोखरा-८, कास्की' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await shop()).address_ne).toBe('पोखरा-८, कास्की');
    await call('PUT', '/api/v1/admin/settings/', { ...settings, address_ne: '' });
    expect((await shop()).address_ne).toBeNull();
  });
});

describe('the catalogue CSV in Nepali', () => {
  const exportCsv = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/catalogue/export.csv', headers: admin });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const importCsv = (csv: string, query = '') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/catalogue/import/${query}`,
      headers: { ...admin, 'content-type': 'text/csv' },
      payload: csv,
    });
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const line = (cells: string[]) => cells.map(quote).join(',');

  it('exports the Nepali columns, and the file imports back unchanged', async () => {
    const text = await exportCsv();
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''), ',');
    expect(header!.cells).toEqual([
      'slug',
      'sku',
      'name',
      'colour',
      'price',
      'discount_price',
      'stock',
      'colour_ne',
      'short_description_ne',
      'delivery_detail_ne',
      'long_description_ne',
      'configuration',
      'barcode',
    ]);
    const black = rows.find((row) => row.cells[0] === S24 && row.cells[3] === 'Titanium Black')!;
    expect(black.cells.slice(7, 10)).toEqual([
      'टाइटेनियम कालो',
      expect.stringMatching(DEVANAGARI),
      'काठमाडौँ उपत्यकाभित्र सोही दिन वा अर्को कार्यदिवसमा; नेपालका अन्य ठाउँमा २ देखि ७ कार्यदिवसभित्र।',
    ]);
    const preview = await importCsv(text, '?dry_run=1');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<CatalogueCsvPreview>().data).toMatchObject({ changes: [], error_count: 0 });
  });

  it('exports the Nepali long description on the product’s first row, paragraphs in one cell, and imports it', async () => {
    const created = await call('POST', '/api/v1/admin/products/', input(nepali));
    const product = created.json<{ data: AdminProduct }>().data;
    const [, ...rows] = parseCsv((await exportCsv()).replace(/^\uFEFF/, ''), ',');
    const own = rows.filter((row) => row.cells[0] === product.slug);
    expect(own.map((row) => [row.cells[3], row.cells[10]])).toEqual([
      ['Black', 'पहिलो अनुच्छेद।\n\nदोस्रो अनुच्छेद।'],
      ['Red', ''],
    ]);

    const long = 'नयाँ पहिलो अनुच्छेद, "उद्धरण" सहित।\n\nनयाँ दोस्रो अनुच्छेद।';
    const csv = [line(['slug', 'colour', 'description_ne']), line([product.slug, 'Red', long])].join('\r\n');
    const preview = await importCsv(csv, '?dry_run=1');
    expect(preview.statusCode, preview.body).toBe(200);
    const { data } = preview.json<CatalogueCsvPreview>();
    expect(data.changes.map((change) => [change.field, change.colour, change.before, change.after])).toEqual([
      ['long_description_ne', null, 'पहिलो अनुच्छेद।\n\nदोस्रो अनुच्छेद।', long],
    ]);
    const applied = await importCsv(csv, `?expect=${data.token}`);
    expect(applied.statusCode, applied.body).toBe(200);
    const { data: shown } = await get<{ data: Product }>(`/api/v1/products/${product.slug}/`);
    expect(shown.long_description_ne).toBe(long);
    // The English and the other Nepali texts are as they were.
    expect(shown.short_description_ne).toBe(nepali.short_description_ne);
    expect(shown.long_description).toBe(product.long_description);
  });

  it('changes Nepali texts from the file: a colour on its row, the product texts on any of its rows', async () => {
    const created = await call('POST', '/api/v1/admin/products/', input());
    const product = created.json<{ data: AdminProduct }>().data;
    const csv = [
      line(['slug', 'colour', 'stock', 'colour_ne', 'short_description_ne', 'delivery_detail_ne']),
      line([product.slug, 'Black', '4', 'कालो', 'सानो स्पिकर।', 'उपत्यकामा २ दिनमा']),
      line([product.slug, 'Red', '3', 'रातो', 'सानो स्पिकर।', '']),
    ].join('\n');
    const preview = await importCsv(csv, '?dry_run=1');
    expect(preview.statusCode, preview.body).toBe(200);
    const { data } = preview.json<CatalogueCsvPreview>();
    expect(data.errors).toEqual([]);
    expect(data.changes.map((change) => [change.field, change.colour, change.before, change.after])).toEqual([
      ['colour_ne', 'Black', '', 'कालो'],
      ['short_description_ne', null, '', 'सानो स्पिकर।'],
      ['delivery_detail_ne', null, '', 'उपत्यकामा २ दिनमा'],
      ['colour_ne', 'Red', '', 'रातो'],
    ]);
    const applied = await importCsv(csv, `?expect=${data.token}`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<CatalogueCsvApplied>().data).toMatchObject({ changes: 4, products: 1, colours: 2 });
    const { data: shown } = await get<{ data: Product }>(`/api/v1/products/${product.slug}/`);
    expect(shown.colors.map((color) => color.color_name_ne)).toEqual(['कालो', 'रातो']);
    expect(shown.short_description_ne).toBe('सानो स्पिकर।');
    expect(shown.delivery_detail_ne).toBe('उपत्यकामा २ दिनमा');
    // The editor's version moved on: a form opened before the import is told to reload.
    const after = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/products/${product.id}/`, headers: admin })
    ).json<{ data: AdminProduct }>().data;
    expect(after.version).toBeGreaterThan(product.version);
  });

  it('refuses two rows of one product that disagree on its Nepali text, and HTML', async () => {
    const created = await call('POST', '/api/v1/admin/products/', input());
    const product = created.json<{ data: AdminProduct }>().data;
    const csv = [
      line(['slug', 'colour', 'short_description_ne', 'colour_ne']),
      line([product.slug, 'Black', 'एक', '']),
      line([product.slug, 'Red', 'दुई', '']),
      line([S24, 'Titanium Black', '', '<b>कालो</b>']),
      line([product.slug, '', '', 'कालो']),
    ].join('\n');
    const preview = await importCsv(csv, '?dry_run=1');
    const { data } = preview.json<CatalogueCsvPreview>();
    expect(data.errors.map((error) => [error.line, error.field])).toEqual([
      [3, 'short_description_ne'],
      [4, 'colour_ne'],
      [5, 'colour_ne'],
    ]);
  });

  it('still imports an old file without the Nepali columns, leaving the Nepali texts as they are', async () => {
    const { data: before } = await get<{ data: Product }>(`/api/v1/products/${S24}/`);
    const black = before.colors.find((color) => color.color_name === 'Titanium Black')!;
    const csv = [line(['slug', 'colour', 'stock']), line([S24, 'Titanium Black', String(black.quantity + 1)])].join(
      '\n',
    );
    const applied = await importCsv(csv);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<CatalogueCsvApplied>().data.changes).toBe(1);
    const { data: after } = await get<{ data: Product }>(`/api/v1/products/${S24}/`);
    expect(after.colors.find((color) => color.id === black.id)).toMatchObject({
      quantity: black.quantity + 1,
      color_name_ne: 'टाइटेनियम कालो',
    });
    expect(after.short_description_ne).toBe(before.short_description_ne);
  });
});
