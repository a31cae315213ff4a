import { describe, expect, it } from 'vitest';
import { smsWords } from '../modules/sms/index.js';
import { catalogueWords } from './catalogue-words.js';

describe('catalogueWords', () => {
  const words = catalogueWords({
    en: { left: '{name}: {count, plural, one {# unit} other {# units}} left' },
    ne: { left: '{name}: {count} वटा बाँकी, {count, plural, other {# एकाइ}}' },
  });

  it('fills in the values a message names, with counts written as each language writes them', () => {
    expect(words('en', 'left', { name: 'Radio', count: 1 })).toBe('Radio: 1 unit left');
    expect(words('en', 'left', { name: 'Radio', count: 1200 })).toBe('Radio: 1,200 units left');
    // A plain value goes in as given; a counted one in Devanagari digits with lakh grouping.
    expect(words('ne', 'left', { name: 'रेडियो', count: 120000 })).toBe('रेडियो: 120000 वटा बाँकी, १,२०,००० एकाइ');
  });

  it('refuses, outside production, to leave out a value a message names', () => {
    expect(() => words('en', 'left', { count: 2 })).toThrow('Message en left needs name');
    expect(() => words('ne', 'left', { name: 'रेडियो' })).toThrow('Message ne left needs count');
  });

  it('refuses a message that does not parse when the words are made, not when a customer is written to', () => {
    expect(() => catalogueWords({ en: { broken: 'order {id' }, ne: { broken: 'अर्डर {id}' } })).toThrow();
  });

  it("words the shop's text messages from the SMS catalogue in both languages", () => {
    expect(smsWords('en', 'orderPlaced', { shop: 'Pasal', id: 'PSL-1' })).toBe(
      'Pasal: order PSL-1 received. Thank you!',
    );
    expect(smsWords('ne', 'payLink', { shop: 'Pasal', amount: 'रु. १,०००', url: 'http://shop.test/pay/x' })).toBe(
      'Pasal: तपाईंको अर्डर (रु. १,०००) तिर्न: http://shop.test/pay/x',
    );
  });
});
