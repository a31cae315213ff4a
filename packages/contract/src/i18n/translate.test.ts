import { describe, expect, it } from 'vitest';
import * as contract from '../index.js';
import { rateLimitMessage } from '../shared/rate-limits.js';
import { NE_REFUSALS } from '../refusals/refusal-texts-ne.js';
import { hasNepali, setMessageTable, setRefusalTexts, translateMessage, wordRefusal } from './index.js';
import { NE_MESSAGES, NE_TEMPLATES, NEPALI_MESSAGE_TABLE } from './messages-ne.js';

// What the browser does once the Nepali catalogue has loaded, and once a refusal by code arrives.
setMessageTable(NEPALI_MESSAGE_TABLE);
setRefusalTexts(NE_REFUSALS);

// A fixed message needs its own Nepali: a generic template ('{label} is required') would give it
// half-English words ('Label आवश्यक छ'). Templates that start with a fixed word are specific enough.
const SPECIFIC_TEMPLATES = NE_TEMPLATES.filter(({ en }) => !en.startsWith('{'));
const hasOwnNepali = (english: string) =>
  english in NE_MESSAGES ||
  SPECIFIC_TEMPLATES.some(({ en }) =>
    new RegExp(`^${en.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+?')}$`).test(english),
  );

/**
 * Every exported message object of the contract (ACCOUNT_MESSAGES, …) and the shopper's review
 * messages. The staff screens' own confirmations (staffChangeMessages, …) may stay English.
 */
function messageObjects(): [string, Record<string, unknown>][] {
  const found: [string, Record<string, unknown>][] = [];
  for (const [name, value] of Object.entries(contract as Record<string, unknown>))
    if ((/_MESSAGES$/.test(name) || name === 'reviewMessages') && typeof value === 'object' && value !== null)
      found.push([name, value as Record<string, unknown>]);
  return found;
}

// Sample arguments for the messages that are functions: a count of one and of many (their English
// wording differs), and a word (a label, a district's name).
const SAMPLES = [1, 7, 'Ilam'] as const;
const DEVANAGARI = (value: string | number) => String(value).replace(/[0-9]/g, (d) => '०१२३४५६७८९'[Number(d)]!);

describe('translateMessage', () => {
  it('answers English until a Nepali table is in use (English pages never load it)', () => {
    setMessageTable({ messages: {}, templates: [] });
    try {
      expect(translateMessage('Email is required', 'ne')).toBe('Email is required');
    } finally {
      setMessageTable(NEPALI_MESSAGE_TABLE);
    }
    expect(translateMessage('Email is required', 'ne')).toBe('इमेल आवश्यक छ');
  });

  it('finds message objects to check (the walk itself works)', () => {
    const names = messageObjects().map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['ACCOUNT_MESSAGES', 'CHECKOUT_MESSAGES', 'NEPAL_ADDRESS_MESSAGES']));
  });

  it('has Nepali for every exported message of the contract', () => {
    const missing: string[] = [];
    for (const [object, messages] of messageObjects())
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message === 'string') {
          if (!hasOwnNepali(message) || !hasNepali(message)) missing.push(`${object}.${key}: ${message}`);
        } else if (typeof message === 'function') {
          for (const sample of SAMPLES) {
            const english = (message as (...args: unknown[]) => unknown)(sample, sample);
            if (typeof english !== 'string') continue;
            const nepali = translateMessage(english, 'ne');
            if (nepali === english || !nepali.includes(DEVANAGARI(sample)))
              missing.push(`${object}.${key}(${sample}): ${english}`);
          }
        }
      }
    for (const [name, value] of Object.entries(contract))
      if (/_MESSAGE$/.test(name) && typeof value === 'string' && !hasNepali(value)) missing.push(`${name}: ${value}`);
    expect(missing, 'messages without Nepali (add them to i18n/messages-ne.ts)').toEqual([]);
  });

  it('translates exact messages and leaves English and unknown texts alone', () => {
    expect(translateMessage(contract.ACCOUNT_MESSAGES.emailRequired, 'ne')).toBe('इमेल आवश्यक छ');
    expect(translateMessage(contract.ACCOUNT_MESSAGES.emailRequired, 'en')).toBe('Email is required');
    expect(translateMessage('Samsung Galaxy A55 5G', 'ne')).toBe('Samsung Galaxy A55 5G');
    expect(translateMessage('', 'ne')).toBe('');
  });

  it('fills parameterised templates, numbers in Devanagari digits', () => {
    expect(translateMessage(contract.NEPAL_ADDRESS_MESSAGES.wardOutOfRange(14), 'ne')).toBe(
      'वडा नम्बर १ देखि १४ सम्म हुनुपर्छ',
    );
    expect(translateMessage(contract.SETTINGS_MESSAGES.required('Shop name'), 'ne')).toBe('Shop name आवश्यक छ');
    expect(translateMessage(contract.CATALOGUE_MESSAGES.categoryHasProducts(1), 'ne')).toContain('१ वटा उत्पादन छ:');
    expect(translateMessage(contract.CATALOGUE_MESSAGES.categoryHasProducts(12), 'ne')).toContain('१२ वटा उत्पादन छन्');
    expect(translateMessage(rateLimitMessage(900), 'ne')).toBe('धेरै अनुरोध भए। कृपया १५ मिनेटपछि फेरि प्रयास गर्नुहोस्।');
    expect(translateMessage(rateLimitMessage(1), 'ne')).toContain('१ सेकेन्डपछि');
  });
});

describe("the server's own refusals to shoppers have Nepali (issue #30)", () => {
  const LATIN_WORD = /[A-Za-z]{2,}/;
  const terms: contract.CouponTerms = {
    kind: 'fixed',
    value: 10_000,
    maxDiscountPaisa: null,
    active: true,
    validFrom: null,
    validTo: null,
    usageLimit: null,
    usedCount: 0,
    perCustomerLimit: null,
    minSubtotalPaisa: 0,
  };
  const context = { now: Date.parse('2026-11-29T00:00:00Z'), subtotalPaisa: 100_000, usedByCustomer: 0 };

  it('every coupon refusal', () => {
    const refusals = [
      contract.couponRejection(null, context),
      contract.couponRejection({ ...terms, validFrom: new Date('2027-01-01') }, context),
      contract.couponRejection({ ...terms, validTo: new Date('2026-01-01') }, context),
      contract.couponRejection({ ...terms, usageLimit: 5, usedCount: 5 }, context),
      contract.couponRejection({ ...terms, perCustomerLimit: 1 }, { ...context, usedByCustomer: 1 }),
      contract.couponRejection({ ...terms, minSubtotalPaisa: 500_000 }, context),
    ];
    for (const refusal of refusals) {
      expect(refusal).toEqual(expect.objectContaining({ code: expect.any(String) }));
      const nepali = wordRefusal(refusal!.code, 'params' in refusal! ? refusal.params : undefined, 'ne');
      expect(nepali, refusal!.code).not.toMatch(LATIN_WORD);
    }
    const minimum = refusals[5]!;
    expect(wordRefusal(minimum.code, 'params' in minimum ? minimum.params : undefined, 'ne')).toBe(
      'यो कुपन प्रयोग गर्न कम्तीमा रु. ५,००० को सामान हुनुपर्छ',
    );
  });

  it('stock and the online-payment minimum (refusals by code), with the product and provider names as they are', () => {
    expect(wordRefusal('only_left', { left: 2, product: 'Redmi Note 14 (Black)' }, 'ne')).toBe(
      'Redmi Note 14 (Black) स्टकमा २ वटा मात्र बाँकी छ',
    );
    expect(wordRefusal('out_of_stock', { product: 'JBL Flip 6' }, 'ne')).toBe('JBL Flip 6 को स्टक सकियो');
    expect(wordRefusal('online_payment_minimum', { gateway: 'eSewa', amount: 10 }, 'ne')).toBe(
      'eSewa बाट तिर्न अर्डर कम्तीमा रु. १० को हुनुपर्छ',
    );
    expect(wordRefusal('order_paid_already', undefined, 'ne')).not.toMatch(LATIN_WORD);
  });
});

describe('wordRefusal', () => {
  it('words a code in Nepali, numbers in Devanagari digits', () => {
    expect(wordRefusal('only_left', { left: 12, product: 'Galaxy A15' }, 'ne')).toBe(
      'Galaxy A15 स्टकमा १२ वटा मात्र बाँकी छ',
    );
  });

  it('leaves English and unknown codes to the words the server sent', () => {
    expect(wordRefusal('only_left', { left: 2, product: 'X' }, 'en')).toBeNull();
    expect(wordRefusal('a_code_from_a_newer_server', {}, 'ne')).toBeNull();
    expect(wordRefusal(undefined, undefined, 'ne')).toBeNull();
  });
});
