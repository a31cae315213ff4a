import type { Locale, ReturnResolution } from '@pasal/contract';
import { customerMailWords, greeting } from '../../lib/customer-mail-words.js';
import { figures, mailBody, pageIn, type MailParagraphs } from '../../lib/mail-text.js';
import type { MailMessage } from '../../lib/mailer.js';
import { returnsMailWords } from './mail-words.js';

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

function words(facts: ReturnMailFacts, step: ReturnMailStep): { subject: string; paragraphs: MailParagraphs } {
  const { locale } = facts;
  const shop = facts.shopName;
  const ref = returnsMailWords(locale, 'ref', { returnId: figures(facts.returnId, locale), id: facts.transactionId });
  const url = pageIn(`${facts.publicUrl}/profile/orders`, locale);
  const hello = greeting(facts.firstName, locale);
  const reason = (text: string) => [customerMailWords(locale, 'reason', { reason: text })];
  switch (step.step) {
    case 'requested':
      return {
        subject: returnsMailWords(locale, 'requestedSubject', { shop }),
        paragraphs: [
          [hello, returnsMailWords(locale, 'requested', { ref })],
          [customerMailWords(locale, 'followOnOrders', { url })],
        ],
      };
    case 'approved':
      return {
        subject: returnsMailWords(locale, 'approvedSubject', { shop }),
        paragraphs: [
          [hello, returnsMailWords(locale, 'approved', { ref })],
          [returnsMailWords(locale, 'bringItems')],
          ...(step.note ? [[step.note]] : []),
        ],
      };
    case 'refused':
      return {
        subject: returnsMailWords(locale, 'refusedSubject', { shop }),
        paragraphs: [[hello, returnsMailWords(locale, 'refused', { ref })], reason(step.reason)],
      };
    case 'closed':
      return {
        subject: returnsMailWords(locale, 'closedSubject', { shop }),
        paragraphs: [[hello, returnsMailWords(locale, 'closed', { ref })], reason(step.reason)],
      };
    case 'received':
      return {
        subject: returnsMailWords(locale, 'receivedSubject', { shop }),
        paragraphs: [[hello, returnsMailWords(locale, 'received', { ref })]],
      };
    case 'resolved': {
      const what = { quantity: figures(step.quantity, locale), description: step.description, ref };
      return {
        subject: returnsMailWords(locale, 'resolvedSubject', { shop }),
        paragraphs: [
          [hello, returnsMailWords(locale, step.resolution === 'replacement' ? 'replace' : 'repair', what)],
          ...(step.replacementOrder
            ? [[returnsMailWords(locale, 'replacementOnItsWay', { order: step.replacementOrder, url })]]
            : []),
        ],
      };
    }
  }
}

/** The customer's e-mail about one step of a return. */
export function returnEmail(facts: ReturnMailFacts, step: ReturnMailStep): MailMessage {
  const { subject, paragraphs } = words(facts, step);
  return { to: facts.to, subject, ...mailBody(paragraphs, facts.locale) };
}
