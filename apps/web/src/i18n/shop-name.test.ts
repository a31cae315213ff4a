import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, setShopName, shopName, t } from '.';
import { en } from './catalogues/en';
import { ne } from './catalogues/ne';

afterEach(() => {
  setShopName(undefined);
  document.head.querySelector('meta[name="application-name"]')?.remove();
  activateLocale('en', en);
});

describe("the shop's name in messages", () => {
  it('is the demo name until the page names the shop', () => {
    activateLocale('en', en);
    expect(shopName()).toBe('Pasal');
    expect(t('cart.metaTitle')).toBe('Shopping Cart | Pasal');
  });

  it("is read from the page's application-name, in both languages, and a message's own value wins", () => {
    const meta = document.createElement('meta');
    meta.name = 'application-name';
    meta.content = 'Himal Gadgets';
    document.head.append(meta);
    activateLocale('en', en);
    expect(t('cart.metaTitle')).toBe('Shopping Cart | Himal Gadgets');
    expect(t('home.heading')).toBe('Himal Gadgets, your electronics shop in Nepal');
    expect(t('layout.logoLabel', { shop: 'Other' })).toBe('Other home');
    activateLocale('ne', ne);
    expect(t('cart.metaTitle')).toMatch(/ \| Himal Gadgets$/);
  });
});
