import type { Locale } from '@pasal/contract';
import { mailBody, pageIn } from '../../../lib/mail-text.js';
import type { MailMessage } from '../../../lib/mailer.js';
import { itemName } from './item.js';

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
  const item = itemName(input.productName, input.colorName);
  const productUrl = pageIn(input.productUrl, input.locale);
  const unsubscribeUrl = pageIn(input.unsubscribeUrl, input.locale);
  if (input.locale === 'ne')
    return {
      to: input.to,
      subject: `${input.shopName}: ${item} फेरि आएपछि हामी तपाईंलाई खबर गर्नेछौं`,
      ...mailBody(
        [
          ['नमस्ते,'],
          [`${item} अहिले सकिएको छ। फेरि स्टकमा आएपछि हामी तपाईंलाई एउटा इमेल पठाउनेछौं:`],
          [{ before: '', url: productUrl, label: `${item} हेर्नुहोस्` }],
          [
            {
              before: 'मन बदल्नुभयो, वा यो तपाईंले मागेको होइन? यहाँबाट रोक्नुहोस्: ',
              url: unsubscribeUrl,
              label: 'यो इमेल रोक्नुहोस्',
            },
          ],
        ],
        'ne',
      ),
    };
  return {
    to: input.to,
    subject: `${input.shopName}: we'll tell you when ${item} is back`,
    ...mailBody(
      [
        ['Namaste,'],
        [`${item} is sold out right now. We will send you one e-mail when it is back in stock:`],
        [{ before: '', url: productUrl, label: `View ${item}` }],
        [
          {
            before: 'Changed your mind, or did not ask for this? Stop it here: ',
            url: unsubscribeUrl,
            label: 'Stop this e-mail',
          },
        ],
      ],
      'en',
    ),
  };
}
