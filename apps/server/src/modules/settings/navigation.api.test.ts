import { randomBytes } from 'node:crypto';
import {
  DEFAULT_NAVIGATION,
  NAVIGATION_MESSAGES,
  type AdminSettings,
  type ShopInfo,
  type ShopSettingsInput,
} from '@pasal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import { shopSettings } from './schema.js';

// The announcement bar and the storefront's links (issue #32) on the real database: saved with the
// settings, answered by GET /shop/, bad links refused per field, and a client that knows neither
// (an older settings screen) saves without losing them.

let ctx: TestContext;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({});
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `a.${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Gita',
      lastName: 'Rai',
      role: 'admin',
    })
    .returning({ id: users.id });
  admin = { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role: 'admin' })}` };
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(shopSettings);
  await ctx.app.services.catalogCache.invalidate();
});

const older: ShopSettingsInput = {
  name: 'Himal Gadgets',
  email: 'hello@himal.example',
  phone: '01-4123456',
  address: 'New Road, Kathmandu',
  opening_hours: 'Sun - Fri 10AM - 6PM',
  legal_name: 'Himal Gadgets Pvt. Ltd.',
  registration_no: '123456/78/079',
  pan: '612345678',
  grievance_officer: 'Ram Thapa',
  free_delivery_threshold: 5000,
  standard_delivery_charge: 0,
  payment_methods: ['COD'],
};

const announcement = {
  enabled: true,
  text: 'Dashain sale: 10% off phones',
  text_ne: 'दशैं सेल',
  link: '/products?category=Mobiles',
  starts_on: '2026-10-01',
  ends_on: '2026-10-15',
};
const navigation = {
  header: [
    { label: 'Phones', label_ne: 'फोन', href: '/products?category=Mobiles' },
    { label: 'Blog', href: 'https://blog.himal.example/' },
  ],
  footer_help: [{ label: 'Contact', label_ne: 'सम्पर्क', href: '/contact' }],
  footer_policies: [],
};

const put = (payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/', headers: admin, payload });
const shop = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/shop/' })).json<{ data: ShopInfo }>().data;

describe('the announcement bar and the links', () => {
  it('are off and the specification’s links in a shop that saved nothing', async () => {
    const info = await shop();
    expect(info.announcement).toBeNull();
    expect(info.navigation).toEqual(DEFAULT_NAVIGATION);
  });

  it('are saved with the settings and answered by GET /shop/', async () => {
    const response = await put({ ...older, announcement, navigation });
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ data: AdminSettings }>().data.settings;
    expect(saved.announcement).toEqual(announcement);
    const info = await shop();
    expect(info.announcement).toEqual({
      text: announcement.text,
      text_ne: announcement.text_ne,
      link: announcement.link,
      starts_on: '2026-10-01',
      ends_on: '2026-10-15',
    });
    expect(info.navigation).toEqual({
      header: [navigation.header[0], { ...navigation.header[1], label_ne: '' }],
      footer_help: navigation.footer_help,
      footer_policies: [],
    });
  });

  it('answers no bar when it is switched off, though its text is kept', async () => {
    await put({ ...older, announcement: { ...announcement, enabled: false } });
    expect((await shop()).announcement).toBeNull();
    const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/', headers: admin });
    expect(read.json<{ data: AdminSettings }>().data.settings.announcement?.text).toBe(announcement.text);
  });

  it.each([
    [
      'announcement.link',
      { announcement: { ...announcement, link: 'javascript:alert(1)' } },
      NAVIGATION_MESSAGES.linkInvalid,
    ],
    [
      'announcement.ends_on',
      { announcement: { ...announcement, ends_on: '2026-09-30' } },
      NAVIGATION_MESSAGES.endBeforeStart,
    ],
    ['announcement.text', { announcement: { ...announcement, text: '' } }, NAVIGATION_MESSAGES.announcementRequired],
    [
      'navigation.header.1.href',
      { navigation: { ...navigation, header: [navigation.header[0], { label: 'x', href: '//evil.example' }] } },
      NAVIGATION_MESSAGES.linkInvalid,
    ],
    [
      'navigation.footer_help',
      { navigation: { ...navigation, footer_help: Array.from({ length: 9 }, () => navigation.footer_help[0]) } },
      NAVIGATION_MESSAGES.tooManyLinks,
    ],
  ])('refuses %s with a field error and stores nothing', async (field, change, message) => {
    const response = await put({ ...older, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    expect((await shop()).navigation).toEqual(DEFAULT_NAVIGATION);
  });

  it('keeps the stored bar and links when an older client saves without them', async () => {
    await put({ ...older, announcement, navigation });
    const response = await put({ ...older, name: 'Himal Gadgets Ltd' });
    expect(response.statusCode).toBe(200);
    const info = await shop();
    expect(info.name).toBe('Himal Gadgets Ltd');
    expect(info.announcement?.text).toBe(announcement.text);
    expect(info.navigation.header.map((link) => link.label)).toEqual(['Phones', 'Blog']);
  });

  it('saves an older client’s settings in a new shop with the defaults', async () => {
    expect((await put(older)).statusCode).toBe(200);
    const info = await shop();
    expect(info.announcement).toBeNull();
    expect(info.navigation).toEqual(DEFAULT_NAVIGATION);
  });
});
