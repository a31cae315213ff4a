import type { Locale } from '@pasal/contract';
import { mailBody, pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { itemName } from './item.js';

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
  const item = itemName(input.productName, input.colorName);
  const url = pageIn(input.productUrl, input.locale);
  if (input.locale === 'ne')
    return {
      to: input.to,
      subject: `${item} फेरि स्टकमा आयो`,
      ...mailBody(
        [
          ['नमस्ते,'],
          [`खुसीको खबर: ${item} ${input.shopName} मा फेरि स्टकमा आएको छ। स्टक छिट्टै सकिन सक्छ, त्यसैले चाँडै हेर्नुहोस्:`],
          [{ before: '', url, label: `${item} हेर्नुहोस्` }],
          ['तपाईंले एक पटक खबर गर्न भन्नुभएको थियो, त्यसैले यस बारेमा तपाईंले पाउने इमेल यही मात्र हो।'],
        ],
        'ne',
      ),
    };
  return {
    to: input.to,
    subject: `${item} is back in stock`,
    ...mailBody(
      [
        ['Namaste,'],
        [`Good news: ${item} is back in stock at ${input.shopName}. Stock can go quickly, so have a look soon:`],
        [{ before: '', url, label: `View ${item}` }],
        ['You asked us to tell you once, so this is the only e-mail you will get about it.'],
      ],
      'en',
    ),
  };
}
