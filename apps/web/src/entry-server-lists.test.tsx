import { LIST_PAGE_PATHS, type PublishedFaq, type PublishedServices } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { renderFirstScreen, type Transport } from './entry-server';
import { storedShopInfo as info } from './testing/shop-info';

// The server's first screens of /faq and /services (issue #32): the owner's published questions
// and cards in the page's language (a blank Nepali text shows the English), or the built-in ones
// while nothing is published.

const faq: PublishedFaq = {
  entries: [
    {
      category: 'Shipping',
      question: 'Do you deliver to Pokhara?',
      question_ne: 'के पोखरामा डेलिभरी हुन्छ?',
      answer: 'Yes, in two days.',
      answer_ne: 'हुन्छ, दुई दिनमा।',
    },
    { category: 'Payment', question: 'Can I pay later?', question_ne: '', answer: 'No.', answer_ne: '' },
    {
      category: 'Account',
      question: 'Is <b>this</b> bold?',
      question_ne: '',
      answer: 'No: </script><script>alert(1)</script>',
      answer_ne: '',
    },
  ],
  published_at: '2026-11-30T08:00:00.000Z',
};

const services: PublishedServices = {
  cards: [
    {
      icon: 'laptop',
      title: 'Laptop Repair',
      title_ne: 'ल्यापटप मर्मत',
      description: 'We fix laptops.',
      description_ne: 'हामी ल्यापटप बनाउँछौं।',
    },
  ],
  published_at: '2026-11-30T08:00:00.000Z',
};

/** The shop's settings, and the owner's lists when `published`. */
const api =
  (published: boolean): Transport =>
  (url) => {
    const own = url.endsWith(LIST_PAGE_PATHS.faq.shop)
      ? faq
      : url.endsWith(LIST_PAGE_PATHS.services.shop)
        ? services
        : null;
    const status = own ? (published ? 200 : 404) : url.endsWith('/api/v1/shop/') ? 200 : 404;
    const body = status === 200 ? { data: own ?? info } : { message: 'Not here' };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  };

describe("the owner's FAQ and Services page (issue #32)", () => {
  it('draws the published questions on the server, in English and Nepali', async () => {
    const english = await renderFirstScreen('/faq', api(true));
    expect(english?.html).toContain('Do you deliver to Pokhara?');
    expect(english?.html).not.toContain('How do I place an order?');
    expect(english?.dataScript).toContain('"content-list"');
    // The owner's words are text: no markup of theirs reaches the page, nor ends its structured data.
    expect(english?.html).toContain('Is &lt;b&gt;this&lt;/b&gt; bold?');
    expect(english?.html).not.toContain('<script>alert(1)');
    expect(english?.html).toContain('\\u003c/script>\\u003cscript>alert(1)');
    const nepali = await renderFirstScreen('/faq', api(true), 'ne');
    expect(nepali?.html).toContain('के पोखरामा डेलिभरी हुन्छ?');
    // No Nepali written: the English question, marked as English.
    expect(nepali?.html).toContain('<span lang="en">Can I pay later?</span>');
  });

  it('draws the published cards on the server, each still a link to /contact', async () => {
    const english = await renderFirstScreen('/services', api(true));
    expect(english?.html).toContain('Laptop Repair');
    expect(english?.html).not.toContain('Product Consultation');
    expect(english?.html).toMatch(/<a[^>]*href="\/contact"[^>]*>(?:(?!<\/a>).)*Laptop Repair/s);
    // Tapped before hydration, the link waits for the app (which adds the subject for the form).
    expect(english?.html).toMatch(/<a[^>]*data-held-link=""[^>]*>(?:(?!<\/a>).)*Laptop Repair/s);
    const nepali = await renderFirstScreen('/services', api(true), 'ne');
    expect(nepali?.html).toContain('ल्यापटप मर्मत');
  });

  it('draws the built-in questions and cards while nothing is published', async () => {
    expect((await renderFirstScreen('/faq', api(false)))?.html).toContain('How do I place an order?');
    expect((await renderFirstScreen('/services', api(false)))?.html).toContain('Product Consultation');
  });
});
