import { randomBytes } from 'node:crypto';
import {
  ADMIN_MEDIA_PATH,
  PRODUCT_IMAGE_MESSAGES,
  type AdminCategory,
  type MediaUploaded,
  type ProductImagesChanged,
  type UserRole,
} from '@pasal/contract';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { products, users } from '../../db/schema.js';

// A category's picture is uploaded, not typed (issue #35): POST /api/v1/admin/media/ stores the file
// as product images are and answers its /media/ address, which the category then saves. A stored
// file a category shows stays when a product image of the same file is deleted.

let ctx: TestContext;
let admin: { authorization: string };

async function headersFor(role: UserRole) {
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `${role}.${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Sita',
      lastName: 'Rai',
      role,
    })
    .returning({ id: users.id });
  return { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role })}` };
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await headersFor('admin');
});
afterAll(async () => {
  await ctx?.close();
});

const picture = (colour: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();

const send = (file: Buffer, headers: Record<string, string> = admin, type = 'image/png') =>
  ctx.app.inject({
    method: 'POST',
    url: ADMIN_MEDIA_PATH,
    headers: { 'content-type': type, ...headers },
    payload: file,
  });

describe('POST /api/v1/admin/media/', () => {
  it('stores the picture and answers its address, which a category saves and the shop serves', async () => {
    const response = await send(await picture('#2a6'));
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json<MediaUploaded>();
    expect(message).toBe(PRODUCT_IMAGE_MESSAGES.uploaded);
    expect(data.image).toMatch(/^\/media\/[0-9a-f]{32}-400\.jpg$/);
    expect(data).toMatchObject({ width: 400, height: 300 });
    const served = await ctx.app.inject({ method: 'GET', url: data.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories/',
      headers: admin,
      payload: { name: `Drones ${randomBytes(2).toString('hex')}`, image: data.image },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ data: AdminCategory }>().data.image).toBe(data.image);
  });

  it('refuses what is not an image, and anyone but an admin', async () => {
    const bad = await send(Buffer.from('not a picture at all'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors.image).toBeDefined();
    expect((await send(Buffer.from('{}'), admin, 'application/json')).statusCode).toBe(415);
    expect((await send(await picture('#123'), {})).statusCode).toBe(401);
    expect((await send(await picture('#123'), await headersFor('staff'))).statusCode).toBe(403);
  });

  it("keeps a category's stored picture when a product image of the same file is deleted", async () => {
    const file = await picture('#d33');
    const uploaded = (await send(file)).json<MediaUploaded>().data;
    const category = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories/',
      headers: admin,
      payload: { name: `Gimbals ${randomBytes(2).toString('hex')}`, image: uploaded.image },
    });
    expect(category.statusCode, category.body).toBe(201);

    const [product] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    const attached = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${product!.id}/images/?alt=${encodeURIComponent('Same picture')}`,
      headers: { ...admin, 'content-type': 'image/png' },
      payload: file,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const imageId = attached.json<ProductImagesChanged>().image!.id;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/products/${product!.id}/images/${imageId}/`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: uploaded.image })).statusCode).toBe(200);
  });
});
