import { describe, expect, it } from 'vitest';
import { expectNepaliMail } from '../../../test/helpers/nepali-mail.js';
import { questionAnsweredEmail } from './emails.js';

// The answer to a shopper's question in both languages (issue #30); the question and the answer
// are quoted in the words they were written in.

const facts = {
  to: 'sita@example.com',
  firstName: 'Sita',
  productName: 'Samsung Galaxy A15',
  productUrl: 'https://shop.example/products/samsung-galaxy-a15',
  question: 'यसमा चार्जर आउँछ?',
  answer: 'आउँछ, २५ वाटको।',
  shopName: 'Pasal Pro',
};

describe('question answered', () => {
  it('is English for an English account', () => {
    const mail = questionAnsweredEmail({ ...facts, updated: false, locale: 'en' });
    expect(mail.subject).toBe('Pasal Pro: your question about Samsung Galaxy A15 has been answered');
    expect(mail.text).toMatch(/^Namaste Sita,\n\nWe have answered your question about Samsung Galaxy A15\./);
    expect(mail.text).toContain(`See the product and its other questions: ${facts.productUrl}\n`);
  });

  it('is Nepali for a Nepali account, first answer and update', () => {
    const first = questionAnsweredEmail({ ...facts, updated: false, locale: 'ne' });
    expect(first.subject).toBe('Pasal Pro: Samsung Galaxy A15 बारे तपाईंको प्रश्नको जवाफ आयो');
    expect(first.text).toContain('तपाईंको प्रश्न:\n> यसमा चार्जर आउँछ?');
    expect(first.text).toContain('हाम्रो जवाफ:\n> आउँछ, २५ वाटको।');
    expect(first.html).toContain(`href="${facts.productUrl}?lang=ne"`);
    expectNepaliMail(first, ['Pasal Pro', 'Sita', 'Samsung Galaxy A15'], { figures: ['Samsung Galaxy A15'] });
    const update = questionAnsweredEmail({ ...facts, updated: true, locale: 'ne' });
    expect(update.subject).toBe('Pasal Pro: Samsung Galaxy A15 बारे तपाईंको प्रश्नको नयाँ जवाफ');
    expect(update.text).toContain('जवाफ अद्यावधिक गरेका छौं।');
    expectNepaliMail(update, ['Pasal Pro', 'Sita', 'Samsung Galaxy A15'], { figures: ['Samsung Galaxy A15'] });
  });
});
