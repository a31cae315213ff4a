import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminProduct } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { users } from '../../../db/schema.js';

// The server-rendered product page (seo/routes.ts) after back-office changes: a renamed product's
// old address moves to the new one, an archived product is gone (410), a draft does not exist (404).

let ctx: TestContext;
let admin: { authorization: string };
let categoryId: number;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
  chmodSync(web, 0o755);
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head><title>Pasal</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestApp({ SERVE_WEB: 'on', WEB_DIST_DIR: web });
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `page.${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Asha',
      lastName: 'Rai',
      role: 'admin',
    })
    .returning({ id: users.id });
  admin = { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role: 'admin' })}` };
  categoryId = (await ctx.database.db.execute<{ id: number }>(sql`SELECT id FROM categories LIMIT 1`)).rows[0]!.id;
});
afterAll(async () => {
  await ctx.close();
});

async function create(status: string): Promise<AdminProduct> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/products/',
    headers: admin,
    payload: {
      name: `Page Gadget ${randomBytes(3).toString('hex')}`,
      status,
      category_id: categoryId,
      brand_id: null,
      price: 1000,
      discount_price: 900,
      stock: 3,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: AdminProduct }>().data;
}

const page = (slug: string) => ctx.app.inject({ method: 'GET', url: `/products/${slug}` });

describe('GET /products/:slug (HTML) after back-office changes', () => {
  it('moves an old address to the current one (301), answers archived 410 and draft 404', async () => {
    const product = await create('active');
    expect((await page(product.slug)).statusCode).toBe(200);
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${product.id}/`,
      headers: admin,
      payload: { ...product, slug: `${product.slug}-new`, stock: 3 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await page(product.slug);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/products/${product.slug}-new`);
    expect((await page(`${product.slug}-new`)).statusCode).toBe(200);

    const archived = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${product.id}/quick/`,
      headers: admin,
      payload: { status: 'archived' },
    });
    expect(archived.statusCode).toBe(200);
    expect((await page(`${product.slug}-new`)).statusCode).toBe(410);

    const draft = await create('draft');
    expect((await page(draft.slug)).statusCode).toBe(404);
  });
});
