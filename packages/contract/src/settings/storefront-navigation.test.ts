import { describe, expect, it } from 'vitest';
import {
  announcementShowing,
  DEFAULT_NAVIGATION,
  isShopLink,
  NAVIGATION_MESSAGES,
} from './storefront-navigation-rules.js';
import { announcementSchema, navigationSchema } from './storefront-navigation.js';
import { shopSettingsSchema } from './shop-settings.js';

// Nepal is UTC+5:45: 18:15 UTC on 1 December is already 2 December in Kathmandu.
const at = (iso: string) => new Date(iso);

describe('isShopLink', () => {
  it.each(['/', '/products', '/products?category=Mobiles', '/faq?category=Shipping#x', 'https://example.com.np/sale'])(
    'takes %s',
    (href) => expect(isShopLink(href)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
    'http://example.com/',
    '//evil.example/',
    '/\\evil.example',
    'products',
    'https://',
    'https://user@evil.example/',
    '/a b',
    '',
  ])('refuses %j', (href) => expect(isShopLink(href)).toBe(false));
});

describe('announcementShowing', () => {
  const bar = { enabled: true, text: 'Dashain sale', text_ne: '', link: '', starts_on: '', ends_on: '' };
  it('shows an enabled bar without dates', () =>
    expect(announcementShowing(bar, at('2026-12-01T00:00:00Z'))).toBe(true));
  it('hides a bar switched off or without text', () => {
    expect(announcementShowing({ ...bar, enabled: false }, at('2026-12-01T00:00:00Z'))).toBe(false);
    expect(announcementShowing({ ...bar, text: '' }, at('2026-12-01T00:00:00Z'))).toBe(false);
  });
  it('counts days in Nepal time, both ends included', () => {
    const window = { ...bar, starts_on: '2026-12-02', ends_on: '2026-12-05' };
    expect(announcementShowing(window, at('2026-12-01T18:00:00Z'))).toBe(false); // 23:45 on 1 Dec
    expect(announcementShowing(window, at('2026-12-01T18:15:00Z'))).toBe(true); // 00:00 on 2 Dec
    expect(announcementShowing(window, at('2026-12-05T18:14:00Z'))).toBe(true); // 23:59 on 5 Dec
    expect(announcementShowing(window, at('2026-12-05T18:15:00Z'))).toBe(false); // 6 Dec
  });
});

describe('announcementSchema', () => {
  it('defaults to off', () => {
    expect(announcementSchema.parse({})).toEqual({
      enabled: false,
      text: '',
      text_ne: '',
      link: '',
      starts_on: '',
      ends_on: '',
    });
  });
  it('asks for text when switched on, a real date, and an end after the start', () => {
    const result = announcementSchema.safeParse({
      enabled: true,
      text: ' ',
      starts_on: '2026-12-10',
      ends_on: '2026-12-09',
      link: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({ link: NAVIGATION_MESSAGES.linkInvalid });
    expect(announcementSchema.safeParse({ starts_on: '2026-02-30' }).success).toBe(false);
    const order = announcementSchema.safeParse({
      enabled: true,
      text: 'x',
      starts_on: '2026-12-10',
      ends_on: '2026-12-09',
    });
    expect(order.error?.issues[0]).toMatchObject({ path: ['ends_on'], message: NAVIGATION_MESSAGES.endBeforeStart });
    const empty = announcementSchema.safeParse({ enabled: true, text: '  ' });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['text'], message: NAVIGATION_MESSAGES.announcementRequired });
  });
});

describe('navigationSchema', () => {
  it('defaults to the specification’s links', () => {
    expect(navigationSchema.parse({})).toEqual(DEFAULT_NAVIGATION);
  });
  it('refuses a ninth link, a link without label and a javascript: link', () => {
    const link = { label: 'Sale', href: '/products' };
    expect(
      navigationSchema.safeParse({ header: Array.from({ length: 9 }, () => link) }).error?.issues[0],
    ).toMatchObject({
      path: ['header'],
      message: NAVIGATION_MESSAGES.tooManyLinks,
    });
    expect(navigationSchema.safeParse({ footer_help: [{ label: '', href: '/' }] }).error?.issues[0]?.path).toEqual([
      'footer_help',
      0,
      'label',
    ]);
    expect(
      navigationSchema.safeParse({ footer_policies: [{ label: 'x', href: 'javascript:alert(1)' }] }).error?.issues[0],
    ).toMatchObject({ path: ['footer_policies', 0, 'href'], message: NAVIGATION_MESSAGES.linkInvalid });
  });
});

describe('shopSettingsSchema', () => {
  it('leaves the bar and the links out when an older client leaves them out', () => {
    const shape = shopSettingsSchema.shape;
    expect(shape.announcement.safeParse(undefined)).toEqual({ success: true, data: undefined });
    expect(shape.navigation.safeParse(undefined)).toEqual({ success: true, data: undefined });
  });
});
