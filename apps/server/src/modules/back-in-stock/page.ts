import type { Locale } from '@pasal/contract';
import { escapeHtml } from '../../lib/mail-text.js';

// The small page behind the confirmation e-mail's unsubscribe link: plain HTML that works without
// the web app, JavaScript or signing in, and within the shop's Content-Security-Policy (no inline
// script or style; the form posts to the shop itself, its address and language included). A
// Nepali e-mail's link opens it in Nepali (?lang=ne, issue #30).

interface PageWords {
  title: string;
  done: string;
  nothing: string;
  ask: (product: string) => string;
  button: string;
  back: (shop: string) => string;
}

const WORDS: Record<Locale, PageWords> = {
  en: {
    title: 'Back in stock e-mail',
    done: '<h1>Done</h1><p>You will not get a back-in-stock e-mail for this item.</p>',
    nothing:
      '<h1>Nothing to stop</h1><p>This link was already used, or the item is back in stock and its e-mail was sent.</p>',
    ask: (product) =>
      `<h1>Stop the back-in-stock e-mail?</h1><p>You asked for one e-mail when ${product} is back in stock.</p>`,
    button: 'Stop this e-mail',
    back: (shop) => `Back to ${shop}`,
  },
  ne: {
    title: 'स्टकमा फर्किएको खबरको इमेल',
    done: '<h1>भयो</h1><p>यो सामानका लागि अब तपाईंलाई स्टकमा फर्किएको खबरको इमेल आउने छैन।</p>',
    nothing:
      '<h1>रोक्नुपर्ने केही छैन</h1><p>यो लिङ्क पहिल्यै प्रयोग भइसकेको छ, वा सामान फेरि स्टकमा आएर त्यसको इमेल पठाइसकिएको छ।</p>',
    ask: (product) =>
      `<h1>स्टकमा फर्किएको खबरको इमेल रोक्ने?</h1><p>${product} फेरि स्टकमा आएपछि एउटा इमेल पठाउन तपाईंले भन्नुभएको थियो।</p>`,
    button: 'यो इमेल रोक्नुहोस्',
    back: (shop) => `${shop} मा फर्कनुहोस्`,
  },
};

export function unsubscribePage(input: {
  shopName: string;
  productName: string | null;
  done: boolean;
  locale: Locale;
}): string {
  const words = WORDS[input.locale];
  const shop = escapeHtml(input.shopName);
  const body = input.done
    ? words.done
    : input.productName === null
      ? words.nothing
      : `${words.ask(escapeHtml(input.productName))}<form method="post"><button type="submit">${words.button}</button></form>`;
  const home = input.locale === 'en' ? '/' : `/?lang=${input.locale}`;
  return `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${words.title} | ${shop}</title></head><body>${body}<p><a href="${home}">${words.back(shop)}</a></p></body></html>`;
}
