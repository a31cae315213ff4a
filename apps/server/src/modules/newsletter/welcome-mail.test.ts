import { describe, expect, it } from 'vitest';
import { expectNepaliMail } from '../../../test/helpers/nepali-mail.js';
import { welcomeMail } from './welcome-mail.js';

// The newsletter's welcome e-mail in both languages (issue #30), with its unsubscribe link and the
// one-click headers either way.

const facts = {
  to: 'sita@example.com',
  shopName: 'Pasal Pro',
  unsubscribePageUrl: 'https://shop.example/newsletter/unsubscribe?token=7.abc',
  oneClickUrl: 'https://shop.example/api/v1/newsletter/unsubscribe/?token=7.abc',
};

describe('newsletter welcome', () => {
  it('is English for a sign-up on an English page', () => {
    const mail = welcomeMail({ ...facts, locale: 'en' });
    expect(mail.subject).toBe('Welcome to the Pasal Pro newsletter');
    expect(mail.text).toContain(`Unsubscribe: ${facts.unsubscribePageUrl}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${facts.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('is Nepali for a sign-up on a Nepali page, its link opening the Nepali page', () => {
    const mail = welcomeMail({ ...facts, locale: 'ne' });
    expect(mail.subject).toBe('Pasal Pro न्यूजलेटरमा स्वागत छ');
    expect(mail.text).toContain(`सदस्यता रद्द गर्नुहोस्: ${facts.unsubscribePageUrl}&lang=ne`);
    expect(mail.html).toContain(`<a href="${facts.unsubscribePageUrl}&amp;lang=ne">सदस्यता रद्द गर्नुहोस्</a>`);
    expect(mail.headers!['List-Unsubscribe']).toBe(`<${facts.oneClickUrl}>`);
    expectNepaliMail(mail, ['Pasal Pro']);
  });
});
