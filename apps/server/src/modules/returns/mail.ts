import type { Locale, ReturnResolution } from '@pasal/contract';
import { figures, mailBody, nepaliGreeting, pageIn, type MailParagraphs } from '../../lib/mail-text.js';
import type { MailMessage } from '../../lib/mailer.js';

// The customer's e-mails about a return (issue #33), in the language the order was placed in
// (orders.locale), like the order's own e-mails (orders/mail/*). A refund's e-mail is the refund's
// own (orders' order-refunded), sent by the refund that the return's line records.

export type ReturnMailStep =
  | { step: 'requested' }
  | { step: 'approved'; note: string }
  | { step: 'refused'; reason: string }
  | { step: 'received' }
  | { step: 'closed'; reason: string }
  | {
      step: 'resolved';
      resolution: Exclude<ReturnResolution, 'refund'>;
      description: string;
      quantity: number;
      /** A replacement's shipment: its order number, followed on Your Orders. */
      replacementOrder: string | null;
    };

export interface ReturnMailFacts {
  to: string;
  locale: Locale;
  firstName: string;
  shopName: string;
  transactionId: string;
  returnId: number;
  publicUrl: string;
}

function english(facts: ReturnMailFacts, step: ReturnMailStep): { subject: string; paragraphs: MailParagraphs } {
  const ref = `return ${facts.returnId} for order ${facts.transactionId}`;
  const orders = pageIn(`${facts.publicUrl}/profile/orders`, 'en');
  const greeting = `Namaste ${facts.firstName},`;
  switch (step.step) {
    case 'requested':
      return {
        subject: `${facts.shopName}: we have your return request`,
        paragraphs: [
          [greeting, `We have received your ${ref}. We will look at it and write to you again soon.`],
          [`You can follow it on Your Orders: ${orders}`],
        ],
      };
    case 'approved':
      return {
        subject: `${facts.shopName}: your return is approved`,
        paragraphs: [
          [greeting, `We have approved your ${ref}.`],
          ['Please bring or send the items to us with their box, accessories and bill.'],
          ...(step.note ? [[step.note]] : []),
        ],
      };
    case 'refused':
      return {
        subject: `${facts.shopName}: your return request`,
        paragraphs: [[greeting, `We are sorry: we cannot accept your ${ref}.`], [`Reason: ${step.reason}`]],
      };
    case 'closed':
      return {
        subject: `${facts.shopName}: your return is closed`,
        paragraphs: [[greeting, `We have closed your ${ref}: the items did not reach us.`], [`Reason: ${step.reason}`]],
      };
    case 'received':
      return {
        subject: `${facts.shopName}: we have received your return`,
        paragraphs: [[greeting, `The items of your ${ref} have arrived. We will tell you what we do with each.`]],
      };
    case 'resolved':
      return {
        subject: `${facts.shopName}: your return`,
        paragraphs: [
          [
            greeting,
            step.resolution === 'replacement'
              ? `We will replace ${step.quantity} × ${step.description} from your ${ref}.`
              : `We will repair ${step.quantity} × ${step.description} from your ${ref} and return it to you.`,
          ],
          ...(step.replacementOrder
            ? [
                [
                  `The replacement is on its way to you as order ${step.replacementOrder}, at no charge. You can follow it on Your Orders: ${orders}`,
                ],
              ]
            : []),
        ],
      };
  }
}

function nepali(facts: ReturnMailFacts, step: ReturnMailStep): { subject: string; paragraphs: MailParagraphs } {
  const ref = `अर्डर ${facts.transactionId} को फिर्ता अनुरोध ${figures(facts.returnId, 'ne')}`;
  const orders = pageIn(`${facts.publicUrl}/profile/orders`, 'ne');
  const greeting = nepaliGreeting(facts.firstName);
  switch (step.step) {
    case 'requested':
      return {
        subject: `${facts.shopName}: तपाईंको फिर्ता अनुरोध प्राप्त भयो`,
        paragraphs: [
          [greeting, `हामीले तपाईंको ${ref} पायौं। हामी यसलाई हेरेर छिट्टै फेरि लेख्नेछौं।`],
          [`तपाईं यसलाई मेरा अर्डरहरूमा हेर्न सक्नुहुन्छ: ${orders}`],
        ],
      };
    case 'approved':
      return {
        subject: `${facts.shopName}: तपाईंको फिर्ता स्वीकृत भयो`,
        paragraphs: [
          [greeting, `हामीले तपाईंको ${ref} स्वीकृत गरेका छौं।`],
          ['कृपया सामानहरू बाकस, सहायक सामग्री र बिलसहित हामीकहाँ ल्याउनुहोस् वा पठाउनुहोस्।'],
          ...(step.note ? [[step.note]] : []),
        ],
      };
    case 'refused':
      return {
        subject: `${facts.shopName}: तपाईंको फिर्ता अनुरोध`,
        paragraphs: [[greeting, `माफ गर्नुहोस्: हामी तपाईंको ${ref} स्वीकार गर्न सक्दैनौं।`], [`कारण: ${step.reason}`]],
      };
    case 'closed':
      return {
        subject: `${facts.shopName}: तपाईंको फिर्ता अनुरोध बन्द भयो`,
        paragraphs: [[greeting, `हामीले तपाईंको ${ref} बन्द गरेका छौं: सामान हामीकहाँ आइपुगेन।`], [`कारण: ${step.reason}`]],
      };
    case 'received':
      return {
        subject: `${facts.shopName}: तपाईंको फिर्ता सामान आइपुग्यो`,
        paragraphs: [[greeting, `तपाईंको ${ref} का सामानहरू आइपुगे। हामी प्रत्येकलाई के गर्छौं भनी जानकारी दिनेछौं।`]],
      };
    case 'resolved':
      return {
        subject: `${facts.shopName}: तपाईंको फिर्ता`,
        paragraphs: [
          [
            greeting,
            step.resolution === 'replacement'
              ? `हामी तपाईंको ${ref} को ${figures(step.quantity, 'ne')} × ${step.description} बदलेर दिनेछौं।`
              : `हामी तपाईंको ${ref} को ${figures(step.quantity, 'ne')} × ${step.description} मर्मत गरेर फिर्ता दिनेछौं।`,
          ],
          ...(step.replacementOrder
            ? [
                [
                  `सट्टा सामान अर्डर ${step.replacementOrder} को रूपमा निःशुल्क तपाईंतर्फ पठाइँदैछ। तपाईं यसलाई मेरा अर्डरहरूमा हेर्न सक्नुहुन्छ: ${orders}`,
                ],
              ]
            : []),
        ],
      };
  }
}

/** The customer's e-mail about one step of a return. */
export function returnEmail(facts: ReturnMailFacts, step: ReturnMailStep): MailMessage {
  const { subject, paragraphs } = facts.locale === 'ne' ? nepali(facts, step) : english(facts, step);
  return { to: facts.to, subject, ...mailBody(paragraphs, facts.locale) };
}
