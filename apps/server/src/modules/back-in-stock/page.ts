import type { Locale } from '@pasal/contract';
import { escapeHtml } from '../../lib/mail-text.js';
import { backInStockWords as words } from './mail/words.js';

// The small page behind the confirmation e-mail's unsubscribe link: plain HTML that works without
// the web app, JavaScript or signing in, and within the shop's Content-Security-Policy (no inline
// script or style; the form posts to the shop itself, its address and language included). A
// Nepali e-mail's link opens it in Nepali (?lang=ne, issue #30). Its words are the back-in-stock
// catalogue's (mail/words.ts).

export function unsubscribePage(input: {
  shopName: string;
  productName: string | null;
  done: boolean;
  locale: Locale;
}): string {
  const { locale } = input;
  const say = (id: Parameters<typeof words>[1], values?: Record<string, string>) =>
    escapeHtml(words(locale, id, values));
  const shop = escapeHtml(input.shopName);
  const body = input.done
    ? `<h1>${say('doneHeading')}</h1><p>${say('done')}</p>`
    : input.productName === null
      ? `<h1>${say('nothingHeading')}</h1><p>${say('nothing')}</p>`
      : `<h1>${say('askHeading')}</h1><p>${say('ask', { product: input.productName })}</p><form method="post"><button type="submit">${say('stopLabel')}</button></form>`;
  const home = locale === 'en' ? '/' : `/?lang=${locale}`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${say('pageTitle')} | ${shop}</title></head><body>${body}<p><a href="${home}">${say('backTo', { shop: input.shopName })}</a></p></body></html>`;
}
