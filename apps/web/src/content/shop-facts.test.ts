import { defaultNavigation, DEMO_SOCIAL_LINKS, type ShopInfo } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { faqEntries } from './faq';
import { shopPromises } from './home';
import { BLOG_POSTS } from './blog-posts';
import { ABOUT_STORY_NE } from './ne/site';
import { PRIVACY_SECTIONS, termsSections, WARRANTY_SECTIONS } from './policies';
import { DEFAULT_SHOP_FACTS, inShopWords, methodList, shopFactsFrom } from './policy-facts';
import { servicesFor } from './services';
import { ABOUT_STORY, aboutValues } from './site';
import { activateLocale, setShopName } from '../i18n';
import { en } from '../i18n/catalogues/en';
import { ne } from '../i18n/catalogues/ne';

// The content pages word the shop's stored settings (threshold, payment methods, hours, address)
// and read as before while they load.

const info: ShopInfo = {
  name: 'Himal Gadgets',
  short_name: 'Himal Gadgets',
  brand_color: null,
  social: { ...DEMO_SOCIAL_LINKS },
  logo: null,
  legal_name: 'Himal Gadgets Pvt. Ltd.',
  registration_no: '1',
  pan: '2',
  grievance_officer: 'Ram',
  email: 'hello@himal.example',
  phone: '01-4123456',
  address: 'New Road, Kathmandu',
  address_ne: null,
  opening_hours: 'Sun - Fri 10AM - 6PM',
  free_delivery_threshold: 5000,
  standard_delivery_charge: 150,
  payment_methods: ['Khalti', 'COD'],
  announcement: null,
  navigation: defaultNavigation(),
};
const facts = shopFactsFrom(info);
const text = (value: unknown) => JSON.stringify(value);

describe('shop facts', () => {
  it('word the stored settings', () => {
    expect(facts).toEqual({
      freeDeliveryThreshold: 'NPR 5,000',
      paymentMethods: ['Khalti', 'COD'],
      openingHours: 'Sun - Fri 10AM - 6PM',
      address: 'New Road, Kathmandu',
      addressNe: null,
    });
    expect(shopFactsFrom({ ...info, address_ne: 'न्यू रोड' }).addressNe).toBe('न्यू रोड');
    expect(shopFactsFrom({ ...info, free_delivery_threshold: 4999.5 }).freeDeliveryThreshold).toBe('NPR 4,999.5');
    expect(shopFactsFrom(undefined)).toBe(DEFAULT_SHOP_FACTS);
    expect(methodList(['Esewa', 'Khalti', 'COD'], 'or')).toBe('eSewa, Khalti or Cash on Delivery');
    expect(methodList(['COD'], 'and')).toBe('Cash on Delivery');
  });

  it('read as before with the defaults', () => {
    const payment = faqEntries(DEFAULT_SHOP_FACTS).find((entry) => entry.id === 9);
    expect(payment?.answer).toBe(
      'You can pay with eSewa, with Khalti, or in cash when the order is delivered (Cash on Delivery). Prices are in Nepalese rupees and include VAT.',
    );
    expect(text(shopPromises(DEFAULT_SHOP_FACTS))).toContain('On orders above NPR 10,000');
    expect(text(shopPromises(DEFAULT_SHOP_FACTS))).toContain('eSewa, Khalti and Cash on Delivery');
    expect(text(termsSections(DEFAULT_SHOP_FACTS))).toContain('We accept eSewa, Khalti, Cash on Delivery (COD).');
  });

  it('follow a changed threshold and payment methods on every page that states them', () => {
    const faq = text(faqEntries(facts));
    expect(faq).toContain('Delivery is free on orders above NPR 5,000');
    expect(faq).toContain('pick Khalti or Cash on Delivery');
    expect(faq).toContain('You can pay with Khalti or in cash when the order is delivered (Cash on Delivery).');
    expect(faq).not.toContain('NPR 10,000');
    expect(text(shopPromises(facts))).toContain('On orders above NPR 5,000');
    expect(text(servicesFor(facts))).toContain('free on orders above NPR 5,000');
    expect(text(servicesFor(facts))).toContain('Pay with Khalti online, or in cash when your order is delivered.');
    expect(text(aboutValues(facts))).toContain('free delivery on orders above NPR 5,000');
    const terms = text(termsSections(facts));
    expect(terms).toContain('We accept Khalti, Cash on Delivery (COD).');
    expect(terms).toContain('Delivery is free on orders above NPR 5,000');
  });

  it('leave out cash on delivery when the shop does not offer it', () => {
    const online = shopFactsFrom({ ...info, payment_methods: ['Esewa'] });
    expect(text(termsSections(online))).not.toContain('With Cash on Delivery you pay the courier');
    expect(text(servicesFor(online))).toContain('Pay with eSewa online.');
    expect(shopPromises(online)[3]).toMatchObject({ title: 'Easy Payment', text: 'eSewa' });
  });
});

describe("the built-in pages' words name this shop (issue #32)", () => {
  const privacyChildren = PRIVACY_SECTIONS.find((section) => section.id === 'children')!.body[0] as string;

  it("are the demo shop's, word for word, until settings are saved", () => {
    expect(inShopWords(privacyChildren, DEFAULT_SHOP_FACTS)).toBe(
      'Pasal does not serve children under 13. We do not knowingly collect personal data from them; if we learn that we have, we delete it.',
    );
    expect(inShopWords(ABOUT_STORY[0]!, DEFAULT_SHOP_FACTS)).toMatch(
      /^Pasal started in 2025 in a small shop in Lambagar, Tarkeshwor, with/,
    );
  });

  it("name the shop and its address once an admin saved them, in the page's language", () => {
    const facts = shopFactsFrom(info);
    setShopName('Himal Gadgets');
    try {
      expect(inShopWords(ABOUT_STORY[0]!, facts)).toMatch(
        /^Himal Gadgets started in 2025 in a small shop in New Road, Kathmandu, with/,
      );
      const screenGuard = servicesFor(facts).find((service) => /screen guard/.test(service.description))!;
      expect(inShopWords(screenGuard.description, facts)).toContain('at our shop in New Road, Kathmandu,');
      activateLocale('ne', ne);
      expect(inShopWords(ABOUT_STORY_NE[0]!, { ...facts, addressNe: 'न्यू रोड, काठमाडौँ' })).toMatch(
        /^Himal Gadgets .* न्यू रोड, काठमाडौँको एउटा सानो पसल/,
      );
      // No Nepali address saved: the English one.
      expect(inShopWords(ABOUT_STORY_NE[0]!, facts)).toContain('New Road, Kathmandu');
    } finally {
      setShopName(undefined);
      activateLocale('en', en);
    }
  });

  it('leave no {placeholder} unfilled in any built-in page', () => {
    const texts = [
      ...ABOUT_STORY,
      ...ABOUT_STORY_NE,
      ...[...PRIVACY_SECTIONS, ...WARRANTY_SECTIONS, ...termsSections(DEFAULT_SHOP_FACTS)].flatMap((section) =>
        section.body.flat(),
      ),
      ...faqEntries(DEFAULT_SHOP_FACTS).map((entry) => entry.answer),
      ...servicesFor(DEFAULT_SHOP_FACTS).map((service) => service.description),
      ...BLOG_POSTS.flatMap((post) => [post.author, post.content]),
    ];
    setShopName('Himal Gadgets');
    try {
      for (const text of texts)
        expect(inShopWords(text, shopFactsFrom(info))).not.toMatch(/\{(shop|place|locality)\}|Pasal|Lambagar|लम्बगर/);
    } finally {
      setShopName(undefined);
    }
  });
});
