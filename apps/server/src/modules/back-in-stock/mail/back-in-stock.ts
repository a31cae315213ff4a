import type { Locale } from '@pasal/contract';
import { mailBody, pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { itemName } from './item.js';
import { backInStockWords as words } from './words.js';

// The one e-mail a back-in-stock subscriber gets when the item returns (service.ts
// notifyReturnedStock): plain words, the product's link, nothing to sign in for. Written in the
// language of the page the shopper asked on (back_in_stock_subscriptions.locale, issue #30).

export function backInStockEmail(input: {
  to: string;
  productName: string;
  colorName: string | null;
  productUrl: string;
  shopName: string;
  locale: Locale;
}): MailMessage {
  const { locale } = input;
  const item = itemName(input.productName, input.colorName);
  return {
    to: input.to,
    subject: words(locale, 'backSubject', { item }),
    ...mailBody(
      [
        [words(locale, 'hello')],
        [words(locale, 'back', { item, shop: input.shopName })],
        [{ before: '', url: pageIn(input.productUrl, locale), label: words(locale, 'viewItem', { item }) }],
        [words(locale, 'backOnce')],
      ],
      locale,
    ),
  };
}
