import { WARRANTY_CLAIM_PROMISE, type Locale, type WarrantyClaimStatus } from '@pasal/contract';
import { customerMailWords, greeting } from '../../lib/customer-mail-words.js';
import { figures, mailBody, pageIn, type MailParagraphs } from '../../lib/mail-text.js';
import type { MailMessage } from '../../lib/mailer.js';
import { warrantyMailWords } from './mail-words.js';

// The customer's e-mails about a warranty claim (issue #33), one per step, in the language the order
// was placed in (orders.locale), like a return's (returns/mail.ts). Each says how many working days
// the claim has taken against the shop's promise (usually 7, at most 21 working days).

export interface WarrantyClaimMailFacts {
  to: string;
  locale: Locale;
  firstName: string;
  shopName: string;
  transactionId: string;
  claimId: number;
  description: string;
  serial: string;
  publicUrl: string;
  status: WarrantyClaimStatus;
  workingDays: number;
  serviceCentre: string | null;
  jobNumber: string | null;
  note: string;
  replacementSerial: string | null;
}

const { expectedWorkingDays: expected, promisedWorkingDays: promised } = WARRANTY_CLAIM_PROMISE;

function words(facts: WarrantyClaimMailFacts): { subject: string; paragraphs: MailParagraphs } {
  const { locale } = facts;
  const shop = facts.shopName;
  const w = (id: Parameters<typeof warrantyMailWords>[1], values?: Record<string, string>) =>
    warrantyMailWords(locale, id, values);
  const unit = w('unit', { description: facts.description, serial: facts.serial });
  const ref = w('ref', { claimId: figures(facts.claimId, locale), id: facts.transactionId });
  const hello = greeting(facts.firstName, locale);
  const usual = { expected: figures(expected, locale), promised: figures(promised, locale) };
  const age = w('age', { days: figures(facts.workingDays, locale), ...usual });
  const note = facts.note ? [[facts.note]] : [];
  const follow = [
    customerMailWords(locale, 'followOnOrders', { url: pageIn(`${facts.publicUrl}/profile/orders`, locale) }),
  ];
  switch (facts.status) {
    case 'received':
      return {
        subject: w('receivedSubject', { shop }),
        paragraphs: [[hello, w('received', { unit, ref })], [w('usualTime', usual)], follow],
      };
    case 'at_service_centre':
      return {
        subject: w('atServiceCentreSubject', { shop }),
        paragraphs: [
          [
            hello,
            w('atServiceCentre', {
              unit,
              centre: facts.serviceCentre ?? w('theServiceCentre'),
              job: facts.jobNumber ?? '',
              ref,
            }),
          ],
          ...note,
          [age],
          follow,
        ],
      };
    case 'repaired':
      return {
        subject: w('repairedSubject', { shop }),
        paragraphs: [[hello, w('repaired', { unit, ref })], ...note, [age]],
      };
    case 'replaced':
      return {
        subject: w('replacedSubject', { shop }),
        paragraphs: [
          [
            hello,
            facts.replacementSerial
              ? w('replacedWithSerial', { unit, ref, newSerial: facts.replacementSerial })
              : w('replaced', { unit, ref }),
          ],
          ...note,
          [age],
        ],
      };
    case 'refused':
      return {
        subject: w('refusedSubject', { shop }),
        paragraphs: [
          [hello, w('refused', { unit, ref })],
          [customerMailWords(locale, 'reason', { reason: facts.note })],
          [w('unitReturns')],
          [age],
        ],
      };
    case 'returned_to_customer':
      return {
        subject: w('completeSubject', { shop }),
        paragraphs: [
          [hello, w('complete', { unit, ref })],
          ...note,
          [w('took', { days: figures(facts.workingDays, locale) })],
        ],
      };
  }
}

/** The customer's e-mail about one step of a warranty claim. */
export function warrantyClaimEmail(facts: WarrantyClaimMailFacts): MailMessage {
  const { subject, paragraphs } = words(facts);
  return { to: facts.to, subject, ...mailBody(paragraphs, facts.locale) };
}
