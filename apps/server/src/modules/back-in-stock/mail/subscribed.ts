import type { Locale } from '@pasal/contract';
import { mailBody, pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { itemName } from './item.js';
import { backInStockWords as words } from './words.js';

// A new back-in-stock subscription is confirmed at once (service.ts subscribe), with the link that
// stops it, in the language of the page the shopper asked on (issue #30).

export function backInStockConfirmationEmail(input: {
  to: string;
  productName: string;
  colorName: string | null;
  productUrl: string;
  unsubscribeUrl: string;
  shopName: string;
  locale: Locale;
}): MailMessage {
  const { locale } = input;
  const item = itemName(input.productName, input.colorName);
  return {
    to: input.to,
    subject: words(locale, 'subscribedSubject', { shop: input.shopName, item }),
    ...mailBody(
      [
        [words(locale, 'hello')],
        [words(locale, 'subscribed', { item })],
        [{ before: '', url: pageIn(input.productUrl, locale), label: words(locale, 'viewItem', { item }) }],
        [
          {
            before: words(locale, 'stopBefore'),
            url: pageIn(input.unsubscribeUrl, locale),
            label: words(locale, 'stopLabel'),
          },
        ],
      ],
      locale,
    ),
  };
}
