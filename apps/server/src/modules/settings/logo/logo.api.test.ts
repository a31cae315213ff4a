import { randomBytes } from 'node:crypto';
import { DEMO_SOCIAL_LINKS, IDENTITY_MESSAGES, type ShopInfo, type ShopLogo, type UserRole } from '@pasal/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { shopBrandFiles, shopSettings, users } from '../../../db/schema.js';

// The shop's look on the real database (issue #32): the logo's upload, its pictures and icons, the
// web app manifest, and the short name, brand colour and social links in the settings.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_NAME: 'Env Shop' });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(shopSettings);
  await ctx.database.db.delete(shopBrandFiles);
  await ctx.app.services.catalogCache.invalidate();
});

async function person(role: UserRole) {
  const email = `l.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'Gita', lastName: 'Rai', role })
    .returning({ id: users.id });
  return { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role })}` };
}

/** A 300×100 wordmark-shaped picture with a transparent half. */
function wideLogo(colour = { r: 29, g: 78, b: 216, alpha: 1 }) {
  return sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 150, height: 100, channels: 4, background: colour } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

const upload = async (body: Buffer, contentType = 'image/png', role: UserRole = 'admin') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/settings/logo/',
    headers: { ...(await person(role)), 'content-type': contentType },
    payload: body,
  });
const shop = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/shop/' })).json<{ data: ShopInfo }>().data;

describe('the logo', () => {
  it('is uploaded by an admin only', async () => {
    const file = await wideLogo();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/admin/settings/logo/',
          headers: { 'content-type': 'image/png' },
          payload: file,
        })
      ).statusCode,
    ).toBe(401);
    for (const role of ['customer', 'staff'] as const)
      expect((await upload(file, 'image/png', role)).statusCode).toBe(403);
    expect(await ctx.database.db.select().from(shopBrandFiles)).toHaveLength(0);
  });

  it('makes the header picture and the icons, served for a year, and shows on GET /shop/ and the manifest', async () => {
    const response = await upload(await wideLogo());
    expect(response.statusCode).toBe(200);
    const logo = response.json<{ data: { logo: ShopLogo; message: string } }>().data.logo;
    // 300×100 at 32 px high is 96 wide.
    expect(logo).toMatchObject({ width: 96, height: 32 });
    expect((await shop()).logo).toEqual(logo);

    const header = await ctx.app.inject({ method: 'GET', url: logo.src });
    expect(header.statusCode).toBe(200);
    expect(header.headers['content-type']).toBe('image/webp');
    expect(header.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const headerMeta = await sharp(header.rawPayload).metadata();
    expect([headerMeta.width, headerMeta.height, headerMeta.hasAlpha]).toEqual([192, 64, true]);
    const again = await ctx.app.inject({
      method: 'GET',
      url: logo.src,
      headers: { 'if-none-match': header.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    for (const [src, size] of [
      [logo.favicon, 32],
      [logo.apple_touch_icon, 180],
      ...logo.icons.map((icon) => [icon.src, Number(icon.sizes.split('x')[0])] as const),
    ] as const) {
      const icon = await ctx.app.inject({ method: 'GET', url: src });
      expect(icon.headers['content-type']).toBe('image/png');
      const meta = await sharp(icon.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([size, size]);
    }
    // Home-screen icons stand on white (iOS shows transparency as black); the favicon keeps it.
    const apple = await ctx.app.inject({ method: 'GET', url: logo.apple_touch_icon });
    const { data } = await sharp(apple.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);

    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Env Shop',
      short_name: 'Env Shop',
      start_url: '/',
      display: 'standalone',
      icons: logo.icons.map((icon) => ({ ...icon, purpose: 'any' })),
    });
  });

  it('refuses SVG, text and pictures too small, saying why', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="90" height="90"/></svg>',
    );
    for (const [body, type, message, code] of [
      [svg, 'image/svg+xml', IDENTITY_MESSAGES.logoType, 'logo_file_type'],
      [Buffer.from('not a picture at all'), 'image/png', IDENTITY_MESSAGES.logoType, 'logo_file_type'],
      [
        await sharp({ create: { width: 200, height: 40, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        'image/png',
        'The logo must be at least 64 pixels high',
        'logo_too_small',
      ],
    ] as const) {
      const response = await upload(body, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { image: message } });
      expect(response.json()).toMatchObject({ code, message, fields: { image: { code } } });
    }
    const json = await upload(Buffer.from('{}'), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'logo_media_type', errors: { image: IDENTITY_MESSAGES.logoType } });
    expect((await shop()).logo).toBeNull();
  });

  it('replaces the previous logo (its files go) and is removed again', async () => {
    const first = (await upload(await wideLogo())).json<{ data: { logo: ShopLogo } }>().data.logo;
    const second = (await upload(await wideLogo({ r: 200, g: 0, b: 0, alpha: 1 }))).json<{ data: { logo: ShopLogo } }>()
      .data.logo;
    expect(second.src).not.toBe(first.src);
    expect((await ctx.app.inject({ method: 'GET', url: first.src })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second.src })).statusCode).toBe(200);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/settings/logo/',
      headers: await person('admin'),
    });
    expect(removed.statusCode).toBe(200);
    expect((await shop()).logo).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: second.src })).statusCode).toBe(404);
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.json<{ icons: { src: string }[] }>().icons).toEqual([
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });

  it('keeps the settings the environment gave when it is the first thing saved', async () => {
    await upload(await wideLogo());
    const info = await shop();
    expect(info.name).toBe('Env Shop');
    expect(info.logo).not.toBeNull();
  });
});

describe('short name, brand colour and social links', () => {
  const settings = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/', headers: await person('admin') })).json<{
      data: { settings: Record<string, unknown> };
    }>().data.settings;

  it("a new shop shows the specification's social links, the demo's colour and its name where space is short", async () => {
    const info = await shop();
    expect(info.social).toEqual(DEMO_SOCIAL_LINKS);
    expect(info.brand_color).toBeNull();
    expect(info.short_name).toBe('Env Shop');
  });

  it('are saved with the settings and reach GET /shop/ and the manifest', async () => {
    const current = await settings();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: await person('admin'),
      payload: {
        ...current,
        short_name: 'Env',
        brand_color: '#1D4ED8',
        social: { facebook: 'https://facebook.com/envshop', instagram: '', youtube: '', tiktok: '' },
      },
    });
    expect(response.statusCode).toBe(200);
    const info = await shop();
    expect(info).toMatchObject({
      short_name: 'Env',
      brand_color: '#1d4ed8',
      social: { facebook: 'https://facebook.com/envshop', instagram: '', youtube: '', tiktok: '' },
    });
    const manifest = (await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({ short_name: 'Env', theme_color: '#1d4ed8' });
  });

  it('refuses a colour white text cannot be read on, a short name over 12 characters and a link that is not https', async () => {
    const current = await settings();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: await person('admin'),
      payload: {
        ...current,
        short_name: 'Himal Gadgets Ltd',
        brand_color: '#fbbf24',
        social: { facebook: 'http://facebook.com/x', instagram: 'javascript:alert(1)', youtube: '', tiktok: '' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        short_name: IDENTITY_MESSAGES.shortNameTooLong,
        brand_color: IDENTITY_MESSAGES.colourTooLight,
        'social.facebook': IDENTITY_MESSAGES.socialLinkInvalid,
        'social.instagram': IDENTITY_MESSAGES.socialLinkInvalid,
      },
    });
  });
});
