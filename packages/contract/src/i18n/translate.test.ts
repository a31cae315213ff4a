import { describe, expect, it } from 'vitest';
import * as contract from '../index.js';
import { nepalLocalLevels } from '../nepal/geography.js';
import { rateLimitRefusal } from '../shared/rate-limits.js';
import { NE_REFUSALS } from '../refusals/refusal-texts-ne.js';
import { hasNepali, setMessageTable, setRefusalTexts, translateMessage, wordRefusal } from './index.js';
import { MOST_WARDS, NE_MESSAGES, NEPALI_MESSAGE_TABLE } from './messages-ne.js';

// What the browser does once the Nepali catalogue has loaded, and once a refusal by code arrives.
setMessageTable(NEPALI_MESSAGE_TABLE);
setRefusalTexts(NE_REFUSALS);

const hasOwnNepali = (english: string) => Object.hasOwn(NE_MESSAGES, english);

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

// A message that is a function shows on a Nepali page only with the arguments it is given there,
// each of which needs its entry in the table (the table matches texts exactly): these are all of
// them. A function of the staff area, which is English (docs/rules/nepal.md), needs none.
const WARD_COUNTS = [...new Set(nepalLocalLevels().map((level) => level.wardCount))];
const SHOPPER_ARGUMENTS: Record<string, readonly number[]> = {
  'NEPAL_ADDRESS_MESSAGES.wardOutOfRange': WARD_COUNTS,
  'NEPAL_ADDRESS_MESSAGES.tooLong': Object.values(contract.NEPAL_ADDRESS_LIMITS),
};
const STAFF_AREA_FUNCTIONS = new Set([
  'IMAGE_HISTORY_MESSAGES.added',
  'IMAGE_HISTORY_MESSAGES.removed',
  'IMAGE_HISTORY_MESSAGES.described',
  'IMAGE_HISTORY_MESSAGES.mainImage',
  'SETTINGS_MESSAGES.required',
  'SETTINGS_MESSAGES.tooLong',
  'HOME_CONTENT_MESSAGES.tooMany',
  'HOME_CONTENT_MESSAGES.tooLong',
  'BLOG_MESSAGES.tooLong',
  'LIST_PAGE_MESSAGES.tooLong',
  'DELIVERY_CONFIG_MESSAGES.districtTwice',
  'DELIVERY_CONFIG_MESSAGES.unknownDistrict',
  'DELIVERY_CONFIG_MESSAGES.zoneIdTwice',
]);

describe('translateMessage', () => {
  it('answers English until a Nepali table is in use (English pages never load it)', () => {
    setMessageTable({});
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
          const name = `${object}.${key}`;
          if (STAFF_AREA_FUNCTIONS.has(name)) continue;
          const values = SHOPPER_ARGUMENTS[name];
          if (!values) missing.push(`${name}: a function no list here names (its arguments, or the staff area's)`);
          for (const value of values ?? []) {
            const english = (message as (argument: number) => string)(value);
            if (!hasOwnNepali(english)) missing.push(`${name}(${value}): ${english}`);
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

  it('words messages with figures, numbers in Devanagari digits: each text exactly, or by its code', () => {
    expect(translateMessage(contract.NEPAL_ADDRESS_MESSAGES.wardOutOfRange(14), 'ne')).toBe(
      'वडा नम्बर १ देखि १४ सम्म हुनुपर्छ',
    );
    expect(translateMessage(contract.reviewMessages.rating, 'ne')).toBe('रेटिङ १ देखि ५ सम्मको पूर्ण सङ्ख्या हुनुपर्छ');
    expect(wordRefusal('category_has_products_one', undefined, 'ne')).toContain('१ वटा उत्पादन छ:');
    expect(wordRefusal('category_has_products', { count: 12 }, 'ne')).toContain('१२ वटा उत्पादन छन्');
    const { code, params } = rateLimitRefusal(900);
    expect(wordRefusal(code, params, 'ne')).toBe('धेरै अनुरोध भए। कृपया १५ मिनेटपछि फेरि प्रयास गर्नुहोस्।');
    expect(wordRefusal(rateLimitRefusal(1).code, undefined, 'ne')).toContain('१ सेकेन्डपछि');
  });

  it('has a ward-range entry for every local level of the map', () => {
    expect(Math.max(...WARD_COUNTS)).toBeLessThanOrEqual(MOST_WARDS);
    for (const count of WARD_COUNTS)
      expect(hasNepali(contract.NEPAL_ADDRESS_MESSAGES.wardOutOfRange(count))).toBe(true);
  });

  it('matches texts exactly: a figure without its entry stays English', () => {
    expect(translateMessage(contract.NEPAL_ADDRESS_MESSAGES.wardOutOfRange(MOST_WARDS + 1), 'ne')).toBe(
      `Ward must be between 1 and ${MOST_WARDS + 1}`,
    );
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
