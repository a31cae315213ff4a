import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import {
  IMAGE_MAX_BYTES,
  mediaUrl,
  PRODUCT_IMAGE_MESSAGES,
  type AdminProductImage,
  type Product,
  type ProductImagesChanged,
  type UserRole,
} from '@pasal/contract';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { products, users } from '../../db/schema.js';
import { IMAGE_UPLOAD_RATE_LIMIT } from './routes.js';
import { mediaUploads, mediaVariants } from './schema.js';

// Product image uploads through the API on the real database: what is accepted and refused, what
// is stored and served (sizes, formats, no metadata, immutable caching), who may do it, and that
// the storefront sees each change at once. Test pictures are small so the encoders stay quick.

let ctx: TestContext;
let admin: Person;
let productIds: number[];

interface Person {
  id: number;
  headers: { authorization: string };
}

async function person(role: UserRole): Promise<Person> {
  const email = `${role}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'Sita', lastName: 'Sharma', role })
    .returning({ id: users.id });
  const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role });
  return { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  // With a (tiny) web build served, so a miss under /media/ is seen not to fall through to the app's page.
  const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
  chmodSync(web, 0o755);
  writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="en"><head><title>Pasal</title></head></html>');
  ctx = await createTestApp({ SERVE_WEB: 'on', WEB_DIST_DIR: web });
  admin = await person('admin');
  const rows = await ctx.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(8);
  productIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await ctx?.close();
});

const imagesUrl = (productId: number | string) => `/api/v1/admin/products/${productId}/images/`;

function upload(productId: number, file: Buffer, options: { alt?: string; type?: string; who?: Person | null } = {}) {
  const query = options.alt === undefined ? '' : `?alt=${encodeURIComponent(options.alt)}`;
  const who = options.who === undefined ? admin : options.who;
  return ctx.app.inject({
    method: 'POST',
    url: `${imagesUrl(productId)}${query}`,
    headers: { 'content-type': options.type ?? 'image/jpeg', ...(who ? who.headers : {}) },
    payload: file,
  });
}

/** A small picture with some detail, so the encoders have something to encode. */
function picture(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({
    create: { width, height, channels, background: channels === 4 ? { r: 200, g: 40, b: 40, alpha: 0.5 } : '#2a6' },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fd0"/></svg>`,
      ),
    },
  ]);
}

/** A JPEG straight from a camera: a maker, GPS coordinates (IFD3) and a 'rotate 90°' orientation. */
async function cameraJpeg(): Promise<Buffer> {
  const flat = await picture(900, 600).png().toBuffer();
  return sharp(flat)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PasalCam', Model: 'SecretModel', Copyright: 'Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 19/1 3/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG whose header declares 30000 × 30000 pixels (3.6 GB decoded) in a few dozen bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function fetchMedia(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function storefrontImages(productId: number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${productId}/` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Product }).data.images;
}

describe('uploading a camera JPEG', () => {
  it('stores it upright, in every size and format, without its metadata, cached for a year', async () => {
    const productId = productIds[0]!;
    const before = await storefrontImages(productId); // also fills the catalogue cache
    const file = await cameraJpeg();
    expect(file.includes('PasalCam')).toBe(true); // the test file does carry the metadata
    const sourceMetadata = await sharp(file).metadata();
    expect(sourceMetadata.orientation).toBe(6);
    expect(sourceMetadata.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD's tag (0x8825)

    const response = await upload(productId, file, { alt: '  Front of the phone  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json<ProductImagesChanged>();
    expect(body.message).toBe(PRODUCT_IMAGE_MESSAGES.uploaded);
    const image = body.image!;
    // 900 × 600 turned upright is 600 × 900: widths 320 and 600, never enlarged to 640 or more.
    expect(image).toMatchObject({ alt: 'Front of the phone', width: 600, height: 900, position: before.length });
    expect(image.variants?.widths).toEqual([320, 600]);
    expect(image.variants?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(image.image).toBe(mediaUrl(image.variants!.key, 600, 'jpeg'));
    expect(body.data.map((each) => each.id)).toEqual([...before.map((each) => each.id), image.id]);

    const expected = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;
    for (const width of [320, 600]) {
      for (const format of ['avif', 'webp', 'jpeg'] as const) {
        const served = await fetchMedia(mediaUrl(image.variants!.key, width, format));
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
        const bytes = served.rawPayload;
        const metadata = await sharp(bytes).metadata();
        expect(metadata.format).toBe(expected[format]);
        expect([metadata.width, metadata.height]).toEqual([width, width === 320 ? 480 : 900]);
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(bytes.includes('PasalCam')).toBe(false);
        expect(bytes.includes('SecretModel')).toBe(false);
        // Served again with the ETag: nothing to send.
        const again = await fetchMedia(mediaUrl(image.variants!.key, width, format), {
          'if-none-match': served.headers.etag as string,
        });
        expect(again.statusCode).toBe(304);
      }
    }

    // The storefront sees it at once (the cached answer was cleared), with what srcset needs; the
    // demo's SVG images keep exactly their old fields.
    const after = await storefrontImages(productId);
    expect(after.at(-1)).toEqual({
      id: image.id,
      image: image.image,
      alt: 'Front of the phone',
      width: 600,
      height: 900,
      variants: image.variants,
    });
    // Lists (answered from the search index) and the cart's refresh carry the same image.
    const summaries = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/by-ids/?ids=${productId}` });
    expect(summaries.json<{ data: Product[] }>().data[0]?.images.at(-1)).toEqual(after.at(-1));
    for (const demo of after.slice(0, -1)) {
      expect(Object.keys(demo).sort()).toEqual(['alt', 'id', 'image']);
      expect(demo.image).toMatch(/^\/uploads\/products\/.+\.svg$/);
    }
  });

  it('makes the four standard widths of a large picture, capped at 1600 px', async () => {
    const file = await picture(2000, 1000).jpeg().toBuffer();
    const response = await upload(productIds[1]!, file, { alt: 'Wide banner' });
    expect(response.statusCode).toBe(201);
    const image = response.json<ProductImagesChanged>().image!;
    expect(image).toMatchObject({ width: 1600, height: 800 });
    expect(image.variants?.widths).toEqual([320, 640, 1024, 1600]);
    expect(image.image).toBe(mediaUrl(image.variants!.key, 640, 'jpeg'));
    const rows = await ctx.database.db
      .select({ name: mediaVariants.name, width: mediaVariants.width, height: mediaVariants.height })
      .from(mediaVariants)
      .innerJoin(mediaUploads, eq(mediaUploads.id, mediaVariants.uploadId))
      .where(eq(mediaUploads.key, image.variants!.key));
    expect(rows).toHaveLength(12);
    expect(rows.find((row) => row.name.endsWith('-1024.avif'))).toMatchObject({ width: 1024, height: 512 });
  });
});

describe('accepted and refused files', () => {
  it('accepts PNG (with transparency), WebP and AVIF, whatever Content-Type says', async () => {
    const productId = productIds[2]!;
    const png = await picture(200, 150, 4).png().toBuffer();
    const webp = await picture(200, 150).webp().toBuffer();
    const avif = await picture(200, 150).avif({ effort: 0 }).toBuffer();
    for (const [file, type] of [
      [png, 'image/png'],
      [webp, 'image/webp'],
      [avif, 'application/octet-stream'],
    ] as const) {
      const response = await upload(productId, file, { alt: 'Side view', type });
      expect(response.statusCode, response.body).toBe(201);
      const image = response.json<ProductImagesChanged>().image!;
      expect(image).toMatchObject({ width: 200, height: 150, variants: { widths: [200] } });
    }
    const [row] = await ctx.database.db
      .select({ sourceType: mediaUploads.sourceType })
      .from(mediaUploads)
      .orderBy(asc(mediaUploads.id))
      .where(eq(mediaUploads.sourceBytes, avif.length));
    expect(row?.sourceType).toBe('image/avif');
  });

  it('refuses a text file named as a JPEG, with a field message', async () => {
    const response = await upload(productIds[2]!, Buffer.from('name,price\nphone,20000\n'), { alt: 'Not a photo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'image_file_type',
      message: PRODUCT_IMAGE_MESSAGES.fileType,
      errors: { image: PRODUCT_IMAGE_MESSAGES.fileType },
      fields: { image: { code: 'image_file_type' } },
    });
  });

  it('refuses GIF and a damaged JPEG', async () => {
    const gif = await picture(20, 20).gif().toBuffer();
    const gifAnswer = await upload(productIds[2]!, gif, { alt: 'A GIF', type: 'image/gif' });
    expect(gifAnswer.statusCode).toBe(400);
    expect(gifAnswer.json().errors).toEqual({ image: PRODUCT_IMAGE_MESSAGES.fileType });
    const jpeg = await picture(300, 200).jpeg().toBuffer();
    const damaged = await upload(productIds[2]!, jpeg.subarray(0, 400), { alt: 'Cut short' });
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().errors).toEqual({ image: PRODUCT_IMAGE_MESSAGES.fileUnreadable });
  });

  it('refuses a file over 10 MB (413) and an empty body', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await upload(productIds[2]!, big, { alt: 'Huge' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 'image_too_large',
      message: PRODUCT_IMAGE_MESSAGES.fileTooLarge,
      errors: { image: PRODUCT_IMAGE_MESSAGES.fileTooLarge },
      fields: { image: { code: 'image_too_large' } },
    });
    const empty = await upload(productIds[2]!, Buffer.alloc(0), { alt: 'Nothing' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ image: PRODUCT_IMAGE_MESSAGES.fileMissing });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30000);
    const started = Date.now();
    const response = await upload(productIds[2]!, bomb, { alt: 'Bomb', type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      image: 'This image has too many pixels (at most 50 megapixels); make it smaller and retry',
    });
    expect(response.json().code).toBe('image_too_many_pixels');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses other Content-Types (415) and requires alt text (400 naming alt)', async () => {
    const png = await picture(40, 30).png().toBuffer();
    const wrongType = await upload(productIds[2]!, png, { alt: 'Side', type: 'text/plain' });
    expect(wrongType.statusCode, wrongType.body).toBe(415);
    expect(wrongType.json().errors).toEqual({ image: PRODUCT_IMAGE_MESSAGES.fileType });
    for (const alt of [undefined, '', '   ']) {
      const response = await upload(productIds[2]!, png, { alt, type: 'image/png' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ alt: PRODUCT_IMAGE_MESSAGES.altRequired });
    }
    const long = await upload(productIds[2]!, png, { alt: 'x'.repeat(251), type: 'image/png' });
    expect(long.json().errors).toEqual({ alt: PRODUCT_IMAGE_MESSAGES.altTooLong });
  });

  it('answers 404 for a product that does not exist and for unknown media', async () => {
    const png = await picture(40, 30).png().toBuffer();
    const response = await upload(2_000_000_000, png, { alt: 'Ghost', type: 'image/png' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found');
    expect(response.json().code).toBe('product_not_found');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const bad = await ctx.app.inject({ method: 'GET', url: imagesUrl(id), headers: admin.headers });
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().errors).toHaveProperty('id');
    }
    for (const url of [
      `/media/${'0'.repeat(32)}-640.jpg`,
      '/media/not-a-name.jpg',
      '/media/..%2Fetc%2Fpasswd',
      '/media/',
      '/media/a/b.jpg',
      `/media/${'a'.repeat(300)}`,
    ]) {
      const missing = await fetchMedia(url);
      expect(missing.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(missing.statusCode, url).toBeLessThan(500);
      expect(missing.headers['content-type'], url).toMatch(/^application\/json/);
      expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });
});

describe('who may change images', () => {
  it('401 without a token, 403 for customers and staff, on every route', async () => {
    const productId = productIds[3]!;
    const png = await picture(40, 30).png().toBuffer();
    const before = await storefrontImages(productId);
    const first = before[0];
    const requests = (who: Person | null) => {
      const headers = who ? who.headers : {};
      return [
        () => ctx.app.inject({ method: 'GET', url: imagesUrl(productId), headers }),
        () => upload(productId, png, { alt: 'Front', type: 'image/png', who }),
        () =>
          ctx.app.inject({
            method: 'PATCH',
            url: `${imagesUrl(productId)}${first!.id}/`,
            headers,
            payload: { alt: 'Changed' },
          }),
        () =>
          ctx.app.inject({
            method: 'PUT',
            url: `${imagesUrl(productId)}order/`,
            headers,
            payload: { image_ids: [first!.id] },
          }),
        () => ctx.app.inject({ method: 'DELETE', url: `${imagesUrl(productId)}${first!.id}/`, headers }),
      ];
    };
    for (const send of requests(null)) expect((await send()).statusCode).toBe(401);
    for (const role of ['customer', 'staff'] as const) {
      const who = await person(role);
      for (const send of requests(who)) {
        const response = await send();
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBeTruthy();
      }
    }
    // Nothing changed.
    expect(await storefrontImages(productId)).toEqual(before);
  });
});

describe('describing, reordering and deleting', () => {
  it('changes alt text, reorders and deletes, and the storefront follows each change', async () => {
    const productId = productIds[4]!;
    const demo = await storefrontImages(productId);
    const a = (
      await upload(productId, await picture(120, 90).png().toBuffer(), { alt: 'A', type: 'image/png' })
    ).json<ProductImagesChanged>().image!;
    const b = (
      await upload(productId, await picture(120, 80).png().toBuffer(), { alt: 'B', type: 'image/png' })
    ).json<ProductImagesChanged>().image!;

    const described = await ctx.app.inject({
      method: 'PATCH',
      url: `${imagesUrl(productId)}${demo[0]!.id}/`,
      headers: admin.headers,
      payload: { alt: 'Demo front' },
    });
    expect(described.statusCode).toBe(200);
    expect(described.json<ProductImagesChanged>().image?.alt).toBe('Demo front');
    expect((await storefrontImages(productId))[0]?.alt).toBe('Demo front');
    const blank = await ctx.app.inject({
      method: 'PATCH',
      url: `${imagesUrl(productId)}${a.id}/`,
      headers: admin.headers,
      payload: { alt: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ alt: PRODUCT_IMAGE_MESSAGES.altRequired });

    const order = [b.id, ...demo.map((image) => image.id), a.id];
    const reordered = await ctx.app.inject({
      method: 'PUT',
      url: `${imagesUrl(productId)}order/`,
      headers: admin.headers,
      payload: { image_ids: order },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<ProductImagesChanged>().data.map((image) => [image.id, image.position])).toEqual(
      order.map((id, index) => [id, index]),
    );
    expect((await storefrontImages(productId)).map((image) => image.id)).toEqual(order);

    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `${imagesUrl(productId)}order/`,
      headers: admin.headers,
      payload: { image_ids: [a.id, b.id] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ image_ids: PRODUCT_IMAGE_MESSAGES.orderMismatch });
    expect(stale.json().code).toBe('image_order_changed');
    const twice = await ctx.app.inject({
      method: 'PUT',
      url: `${imagesUrl(productId)}order/`,
      headers: admin.headers,
      payload: { image_ids: [a.id, a.id] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ image_ids: PRODUCT_IMAGE_MESSAGES.orderDuplicates });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${imagesUrl(productId)}${b.id}/`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<ProductImagesChanged>().data.map((image) => image.id)).toEqual(order.slice(1));
    expect((await storefrontImages(productId)).map((image) => image.id)).toEqual(order.slice(1));
    // Nothing else used b's file: its variants are gone.
    expect((await fetchMedia(b.image)).statusCode).toBe(404);
    expect((await fetchMedia(a.image)).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${imagesUrl(productId)}${b.id}/`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'image_not_found', message: 'Image not found' });

    // Each change is in the product's history, with who made it; refused ones are not.
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/products/${productId}/audit/`,
      headers: admin.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    const rows = history
      .json<{ data: { field: string; before: unknown; after: unknown; by: { id: number } | null }[] }>()
      .data.filter((row) => row.field === 'images')
      .reverse();
    const ids = (value: unknown) => (value as { id: number }[]).map((image) => image.id);
    const demoIds = demo.map((image) => image.id);
    expect(rows.map((row) => [ids(row.before), ids(row.after)])).toEqual([
      [demoIds, [...demoIds, a.id]],
      [
        [...demoIds, a.id],
        [...demoIds, a.id, b.id],
      ],
      [
        [...demoIds, a.id, b.id],
        [...demoIds, a.id, b.id],
      ],
      [[...demoIds, a.id, b.id], order],
      [order, order.slice(1)],
    ]);
    expect((rows[2]!.after as { alt: string }[])[0]!.alt).toBe('Demo front');
    expect(rows.every((row) => row.by?.id === admin.id)).toBe(true);
  });

  it('stores a file used by two products once, and keeps it until its last use is deleted', async () => {
    const file = await picture(150, 100).jpeg().toBuffer();
    const first = (await upload(productIds[5]!, file, { alt: 'Shared' })).json<ProductImagesChanged>().image!;
    const second = (await upload(productIds[6]!, file, { alt: 'Shared too' })).json<ProductImagesChanged>().image!;
    expect(second.variants).toEqual(first.variants);
    const stored = await ctx.database.db
      .select({ id: mediaUploads.id })
      .from(mediaUploads)
      .where(eq(mediaUploads.key, first.variants!.key));
    expect(stored).toHaveLength(1);

    const remove = (productId: number, image: AdminProductImage) =>
      ctx.app.inject({ method: 'DELETE', url: `${imagesUrl(productId)}${image.id}/`, headers: admin.headers });
    expect((await remove(productIds[5]!, first)).statusCode).toBe(200);
    expect((await fetchMedia(first.image)).statusCode).toBe(200);
    expect((await remove(productIds[6]!, second)).statusCode).toBe(200);
    expect((await fetchMedia(first.image)).statusCode).toBe(404);
  });

  it('stores a file once when it is uploaded for three products at the same moment', async () => {
    const file = await picture(90, 60).webp().toBuffer();
    const answers = await Promise.all(
      [productIds[5]!, productIds[6]!, productIds[3]!].map((productId) =>
        upload(productId, file, { alt: 'Same moment', type: 'image/webp' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const keys = new Set(answers.map((answer) => answer.json<ProductImagesChanged>().image!.variants!.key));
    expect(keys.size).toBe(1);
    const variants = await ctx.database.db
      .select({ name: mediaVariants.name })
      .from(mediaVariants)
      .innerJoin(mediaUploads, eq(mediaUploads.id, mediaVariants.uploadId))
      .where(eq(mediaUploads.key, [...keys][0]!));
    expect(variants).toHaveLength(3); // one width, three formats
    // Tidy up: product 3's images are compared in the access test.
    const third = answers[2]!.json<ProductImagesChanged>().image!;
    await ctx.app.inject({ method: 'DELETE', url: `${imagesUrl(productIds[3]!)}${third.id}/`, headers: admin.headers });
  });

  it('takes at most 20 images per product (422); the same file attached again is stored once', async () => {
    const productId = productIds[7]!;
    const editor = await person('admin');
    const file = await picture(60, 40).png().toBuffer();
    const existing = (await storefrontImages(productId)).length;
    const keys = new Set<string>();
    for (let count = existing; count < 20; count += 1) {
      const response = await upload(productId, file, { alt: `View ${count}`, type: 'image/png', who: editor });
      expect(response.statusCode).toBe(201);
      keys.add(response.json<ProductImagesChanged>().image!.variants!.key);
    }
    expect(keys.size).toBe(1);
    const full = await upload(productId, file, { alt: 'One more', type: 'image/png', who: editor });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({
      code: 'image_too_many',
      params: { max: 20 },
      message: PRODUCT_IMAGE_MESSAGES.tooManyImages,
      errors: { image: PRODUCT_IMAGE_MESSAGES.tooManyImages },
      fields: { image: { code: 'image_too_many', params: { max: 20 } } },
    });
    expect(await storefrontImages(productId)).toHaveLength(20);
  });

  it('lists a product’s images for the back office', async () => {
    const productId = productIds[4]!;
    const response = await ctx.app.inject({ method: 'GET', url: imagesUrl(productId), headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const images = response.json<{ data: AdminProductImage[] }>().data;
    expect(images.map((image) => image.position)).toEqual(images.map((_, index) => index));
    expect(images.some((image) => image.variants === null && image.width === null)).toBe(true);
    expect(images.some((image) => image.variants !== null)).toBe(true);
  });
});

describe('rate limit and documentation', () => {
  it('limits upload requests per admin, refused ones included', async () => {
    const busy = await person('admin');
    for (let sent = 0; sent < IMAGE_UPLOAD_RATE_LIMIT.max; sent += 1) {
      const response = await upload(productIds[7]!, Buffer.alloc(0), { alt: 'x', who: busy });
      expect(response.statusCode).toBe(400);
    }
    const limited = await upload(productIds[7]!, Buffer.from('x'), { alt: 'x', who: busy });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests/);
    // Another admin is not held up.
    const other = await upload(productIds[7]!, Buffer.alloc(0), { alt: 'x' });
    expect(other.statusCode).toBe(400);
  });

  it('documents the routes in /api/docs with the upload body and the answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>().paths;
    const images = paths['/api/v1/admin/products/{id}/images/']!;
    const post = images.post as {
      requestBody: { content: Record<string, unknown> };
      parameters: { name: string; in: string; required?: boolean }[];
      responses: Record<string, unknown>;
    };
    expect(Object.keys(post.requestBody.content)).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
    );
    expect(post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'alt', in: 'query' })]));
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '429']));
    expect(images.get).toBeDefined();
    expect(paths['/api/v1/admin/products/{id}/images/{image_id}/']).toHaveProperty('patch');
    expect(paths['/api/v1/admin/products/{id}/images/{image_id}/']).toHaveProperty('delete');
    expect(paths['/api/v1/admin/products/{id}/images/order/']).toHaveProperty('put');
    expect(paths['/media/{name}']).toHaveProperty('get');
  });
});
