import { defaultNavigation } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../blog-posts';
import { faqEntries } from '../faq';
import { PRIVACY_SECTIONS, termsSections, WARRANTY_SECTIONS, type PolicySection } from '../policies';
import { DEFAULT_SHOP_FACTS, shopFactsFrom } from '../policy-facts';
import { servicesFor } from '../services';
import { ABOUT_FIGURES, ABOUT_STORY, aboutValues, CONTACT_FAQ } from '../site';
import { BLOG_POSTS_NE } from './blog-posts';
import { faqEntriesNe } from './faq';
import { PRIVACY_SECTIONS_NE, termsSectionsNe, WARRANTY_SECTIONS_NE } from './policies';
import { thresholdNe } from './policy-facts';
import { serviceTextsNe } from './services';
import { ABOUT_FIGURES_NE, ABOUT_STORY_NE, aboutValuesNe, CONTACT_FAQ_NE } from './site';

// Every piece of English prose on the content pages has its Nepali version: a new English entry
// (policy section, question, post, service) without one fails here.

const devanagari = /[\u0900-\u097F]/;
const latinDigit = /[0-9]/;

/** Every string in a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function expectNepali(text: string, where: string) {
  expect(text.trim(), where).not.toBe('');
  expect(text, where).toMatch(devanagari);
}

function samePolicies(english: PolicySection[], nepali: PolicySection[]) {
  expect(nepali.map((section) => section.id)).toEqual(english.map((section) => section.id));
  for (const [index, section] of nepali.entries()) {
    expectNepali(section.title, section.id);
    // The same shape: paragraphs where English has paragraphs, lists of the same length.
    expect(section.body.map((block) => (typeof block === 'string' ? 'p' : block.length))).toEqual(
      english[index]!.body.map((block) => (typeof block === 'string' ? 'p' : block.length)),
    );
    for (const text of strings(section.body)) expectNepali(text, section.id);
  }
}

const otherFacts = shopFactsFrom({
  name: 'Himal Gadgets',
  short_name: 'Himal Gadgets',
  brand_color: null,
  social: { facebook: '', instagram: '', youtube: '', tiktok: '' },
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
  free_delivery_threshold: 150000,
  standard_delivery_charge: 150,
  payment_methods: ['Khalti', 'COD'],
  announcement: null,
  navigation: defaultNavigation(),
});

describe('Nepali content', () => {
  it('has every policy section, with the same ids and shape', () => {
    samePolicies(WARRANTY_SECTIONS, WARRANTY_SECTIONS_NE);
    samePolicies(PRIVACY_SECTIONS, PRIVACY_SECTIONS_NE);
    for (const facts of [DEFAULT_SHOP_FACTS, otherFacts]) samePolicies(termsSections(facts), termsSectionsNe(facts));
  });

  it('has every FAQ entry, in the same category', () => {
    for (const facts of [DEFAULT_SHOP_FACTS, otherFacts]) {
      const nepali = faqEntriesNe(facts);
      expect(nepali.map(({ id, category }) => ({ id, category }))).toEqual(
        faqEntries(facts).map(({ id, category }) => ({ id, category })),
      );
      for (const entry of nepali) {
        expectNepali(entry.question, `question ${entry.id}`);
        expectNepali(entry.answer, `answer ${entry.id}`);
      }
    }
  });

  it('has every blog post, with the same id, date and image', () => {
    expect(BLOG_POSTS_NE.map(({ id, date, image }) => ({ id, date, image }))).toEqual(
      BLOG_POSTS.map(({ id, date, image }) => ({ id, date, image })),
    );
    for (const [index, post] of BLOG_POSTS_NE.entries()) {
      for (const field of ['title', 'excerpt', 'imageAlt', 'author', 'category', 'content'] as const)
        expectNepali(post[field], `post ${post.id} ${field}`);
      expect(post.tags).toHaveLength(BLOG_POSTS[index]!.tags.length);
      // The same article structure: headings, paragraphs, list items, table rows and links.
      const tags = (html: string) => html.match(/<(h2|p|li|tr|a)\b/g)?.join(' ');
      expect(tags(post.content), `post ${post.id}`).toBe(tags(BLOG_POSTS[index]!.content));
    }
  });

  it('has every service and the About and contact texts', () => {
    for (const facts of [DEFAULT_SHOP_FACTS, otherFacts]) {
      const nepali = serviceTextsNe(facts);
      expect(nepali.map((service) => service.id)).toEqual(servicesFor(facts).map((service) => service.id));
      for (const text of strings(nepali)) expectNepali(text, 'service');
      expect(aboutValuesNe(facts)).toHaveLength(aboutValues(facts).length);
      for (const text of strings(aboutValuesNe(facts))) expectNepali(text, 'about value');
    }
    expect(ABOUT_FIGURES_NE).toHaveLength(ABOUT_FIGURES.length);
    expect(ABOUT_STORY_NE).toHaveLength(ABOUT_STORY.length);
    expect(CONTACT_FAQ_NE).toHaveLength(CONTACT_FAQ.length);
    for (const text of strings([ABOUT_FIGURES_NE, ABOUT_STORY_NE, CONTACT_FAQ_NE])) expectNepali(text, 'about/contact');
  });

  it('writes numbers in Devanagari digits', () => {
    const prose = strings([
      WARRANTY_SECTIONS_NE,
      PRIVACY_SECTIONS_NE,
      termsSectionsNe(DEFAULT_SHOP_FACTS),
      faqEntriesNe(DEFAULT_SHOP_FACTS),
      serviceTextsNe(DEFAULT_SHOP_FACTS),
      ABOUT_STORY_NE,
      CONTACT_FAQ_NE,
      BLOG_POSTS_NE.map(({ title, excerpt, content }) => ({ title, excerpt, content })),
    ]).map((text) =>
      // What is not a number to read: HTML tags (<h2>), the USSD code and USB-C.
      text.replace(/<[^>]*>|\*#06#|USB-[AC]/g, ''),
    );
    for (const text of prose) expect(text, text.slice(0, 60)).not.toMatch(latinDigit);
  });

  it('words the stored threshold the Nepali way', () => {
    expect(thresholdNe(DEFAULT_SHOP_FACTS)).toBe('रु. १०,०००');
    expect(thresholdNe(otherFacts)).toBe('रु. १,५०,०००');
    expect(thresholdNe({ ...otherFacts, freeDeliveryThreshold: 'NPR 4,999.5' })).toBe('रु. ४,९९९.५०');
    expect(JSON.stringify(faqEntriesNe(otherFacts))).toContain('रु. १,५०,००० भन्दा बढीको अर्डरमा');
    expect(JSON.stringify(termsSectionsNe(otherFacts))).toContain('हामी Khalti, क्यास अन डेलिभरी (COD) स्वीकार गर्छौं।');
  });
});
