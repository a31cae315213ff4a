import { describe, expect, it } from 'vitest';
import { expectNepaliMail } from '../../../../test/helpers/nepali-mail.js';
import { backInStockEmail } from './back-in-stock.js';
import { backInStockConfirmationEmail } from './subscribed.js';

// Both back-in-stock e-mails in both languages (issue #30): the Nepali keeps the product, colour
// and shop names as they are, and its links open the Nepali pages.

const facts = {
  to: 'sita@example.com',
  productName: 'Samsung Galaxy A15',
  colorName: 'Light Blue',
  productUrl: 'https://shop.example/products/samsung-galaxy-a15',
  shopName: 'Pasal Pro',
};
const unsubscribeUrl = 'https://shop.example/api/v1/back-in-stock/unsubscribe/abcdefghijklmnop0123/';
const allowed = ['Samsung Galaxy A15', 'Light Blue', 'Pasal Pro'];

describe('back in stock', () => {
  it('is English for a request made in English, as it always was', () => {
    const mail = backInStockEmail({ ...facts, locale: 'en' });
    expect(mail.subject).toBe('Samsung Galaxy A15 (Light Blue) is back in stock');
    expect(mail.text).toContain('Good news: Samsung Galaxy A15 (Light Blue) is back in stock at Pasal Pro.');
    expect(mail.text).toContain(`\n\n${facts.productUrl}\n\n`);
    expect(mail.html).toContain(`<p><a href="${facts.productUrl}">View Samsung Galaxy A15 (Light Blue)</a></p>`);
  });

  it('is Nepali for a request made in Nepali', () => {
    const mail = backInStockEmail({ ...facts, locale: 'ne' });
    expect(mail.subject).toBe('Samsung Galaxy A15 (Light Blue) फेरि स्टकमा आयो');
    expect(mail.text).toContain('खुसीको खबर: Samsung Galaxy A15 (Light Blue) Pasal Pro मा फेरि स्टकमा आएको छ।');
    expect(mail.html).toContain(`<a href="${facts.productUrl}?lang=ne">Samsung Galaxy A15 (Light Blue) हेर्नुहोस्</a>`);
    expectNepaliMail(mail, allowed, { figures: allowed });
  });
});

describe('back in stock: the confirmation', () => {
  it('is English for a request made in English', () => {
    const mail = backInStockConfirmationEmail({ ...facts, unsubscribeUrl, colorName: null, locale: 'en' });
    expect(mail.subject).toBe("Pasal Pro: we'll tell you when Samsung Galaxy A15 is back");
    expect(mail.text).toContain(`Stop it here: ${unsubscribeUrl}`);
    expect(mail.html).toContain(`Stop it here: <a href="${unsubscribeUrl}">Stop this e-mail</a>`);
  });

  it('is Nepali for a request made in Nepali, its stop link opening the Nepali page', () => {
    const mail = backInStockConfirmationEmail({ ...facts, unsubscribeUrl, locale: 'ne' });
    expect(mail.subject).toBe('Pasal Pro: Samsung Galaxy A15 (Light Blue) फेरि आएपछि हामी तपाईंलाई खबर गर्नेछौं');
    expect(mail.text).toContain(`यहाँबाट रोक्नुहोस्: ${unsubscribeUrl}?lang=ne`);
    expect(mail.html).toContain(`<a href="${unsubscribeUrl}?lang=ne">यो इमेल रोक्नुहोस्</a>`);
    expectNepaliMail(mail, allowed, { figures: allowed });
  });
});
