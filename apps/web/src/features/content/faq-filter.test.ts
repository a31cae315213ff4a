import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, faqEntries, faqFilterFrom, faqLinkState } from '../../content/faq';
import { DEFAULT_SHOP_FACTS } from '../../content/policy-facts';
import { filterFaqs, normalizeText } from './faq-filter';

// Built when the tests run, not when the module loads: the words come from the active locale.
const FAQ_ENTRIES = faqEntries(DEFAULT_SHOP_FACTS);

describe('FAQ content', () => {
  it('has 12 questions with unique ids, spread over every category', () => {
    expect(FAQ_ENTRIES).toHaveLength(12);
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.id)).size).toBe(12);
    for (const category of FAQ_CATEGORIES) expect(FAQ_ENTRIES.some((entry) => entry.category === category)).toBe(true);
  });

  it('states the policy facts of the shop', () => {
    const all = FAQ_ENTRIES.map((entry) => entry.answer).join('\n');
    expect(all).toContain('within one hour');
    expect(all).toContain('within 7 days of delivery');
    expect(all).toContain('within 30 days of delivery');
    expect(all).toContain('the same day or the next business day');
    expect(all).toContain('2 to 7 business days');
    expect(all).toContain('7 to 21 working days');
    expect(all).toContain('only within Nepal');
  });
});

describe('filterFaqs', () => {
  it('returns everything for All and an empty search', () => {
    expect(filterFaqs(FAQ_ENTRIES, '', 'All')).toHaveLength(12);
    expect(filterFaqs(FAQ_ENTRIES, '   ', 'All')).toHaveLength(12);
  });

  it('keeps only the chosen category', () => {
    const shipping = filterFaqs(FAQ_ENTRIES, '', 'Shipping');
    expect(shipping.length).toBeGreaterThan(0);
    expect(shipping.every((entry) => entry.category === 'Shipping')).toBe(true);
  });

  it('searches questions and answers, ignoring case and accents', () => {
    const results = filterFaqs(FAQ_ENTRIES, 'ESEWA', 'All');
    expect(results.map((entry) => entry.id)).toContain(9);
    expect(filterFaqs(FAQ_ENTRIES, 'khältí', 'All').length).toBeGreaterThan(0);
  });

  it('needs every word of the search', () => {
    expect(filterFaqs(FAQ_ENTRIES, 'password code', 'All').map((entry) => entry.id)).toEqual([12]);
    expect(filterFaqs(FAQ_ENTRIES, 'password kathmandu', 'All')).toEqual([]);
  });

  it('combines search and category', () => {
    // "refund" appears in Returns and in nothing of Account.
    expect(filterFaqs(FAQ_ENTRIES, 'refund', 'Returns').length).toBeGreaterThan(0);
    expect(filterFaqs(FAQ_ENTRIES, 'refund', 'Account')).toEqual([]);
  });

  it('normalises text', () => {
    expect(normalizeText('  Délivery \n Time ')).toBe('delivery time');
  });
});

describe('FAQ navigation state', () => {
  it('reads the category from the link state', () => {
    expect(faqFilterFrom(faqLinkState('Shipping'))).toBe('Shipping');
    expect(faqFilterFrom({ category: 'Returns' })).toBe('Returns');
  });

  it('falls back to ?category= and then to All', () => {
    expect(faqFilterFrom(null, '?category=Payment')).toBe('Payment');
    expect(faqFilterFrom({ category: 'Nonsense' })).toBe('All');
    expect(faqFilterFrom(undefined)).toBe('All');
    expect(faqFilterFrom('Shipping')).toBe('All');
  });
});
