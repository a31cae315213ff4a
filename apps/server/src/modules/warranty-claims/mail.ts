import { WARRANTY_CLAIM_PROMISE, type Locale, type WarrantyClaimStatus } from '@pasal/contract';
import { figures, mailBody, nepaliGreeting, pageIn, type MailParagraphs } from '../../lib/mail-text.js';
import type { MailMessage } from '../../lib/mailer.js';

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

function english(facts: WarrantyClaimMailFacts): { subject: string; paragraphs: MailParagraphs } {
  const unit = `${facts.description} (serial ${facts.serial})`;
  const ref = `warranty claim ${facts.claimId} for order ${facts.transactionId}`;
  const greeting = `Namaste ${facts.firstName},`;
  const orders = pageIn(`${facts.publicUrl}/profile/orders`, 'en');
  const age = `Working days so far: ${facts.workingDays} (claims usually take ${expected} to ${promised} working days; Saturdays and holidays do not count).`;
  const note = facts.note ? [[facts.note]] : [];
  const follow = [`You can follow it on Your Orders: ${orders}`];
  switch (facts.status) {
    case 'received':
      return {
        subject: `${facts.shopName}: we have received your warranty claim`,
        paragraphs: [
          [greeting, `We have received your ${unit} for a warranty claim (${ref}).`],
          [`Claims usually take ${expected} to ${promised} working days. We will write to you at each step.`],
          follow,
        ],
      };
    case 'at_service_centre':
      return {
        subject: `${facts.shopName}: your warranty claim is at the service centre`,
        paragraphs: [
          [
            greeting,
            `Your ${unit} is with ${facts.serviceCentre ?? 'the service centre'} (job number ${facts.jobNumber ?? ''}) for your ${ref}.`,
          ],
          ...note,
          [age],
          follow,
        ],
      };
    case 'repaired':
      return {
        subject: `${facts.shopName}: your warranty claim: repaired`,
        paragraphs: [
          [greeting, `The service centre has repaired your ${unit} (${ref}). We will return it to you soon.`],
          ...note,
          [age],
        ],
      };
    case 'replaced':
      return {
        subject: `${facts.shopName}: your warranty claim: replaced`,
        paragraphs: [
          [
            greeting,
            `The brand has replaced your ${unit} (${ref})${facts.replacementSerial ? `; the new unit's serial is ${facts.replacementSerial}` : ''}. We will hand it to you soon.`,
          ],
          ...note,
          [age],
        ],
      };
    case 'refused':
      return {
        subject: `${facts.shopName}: your warranty claim was refused`,
        paragraphs: [
          [greeting, `We are sorry: the service centre refused the warranty claim for your ${unit} (${ref}).`],
          [`Reason: ${facts.note}`],
          ['We will return the unit to you.'],
          [age],
        ],
      };
    case 'returned_to_customer':
      return {
        subject: `${facts.shopName}: your warranty claim is complete`,
        paragraphs: [
          [greeting, `Your ${unit} has been returned to you: your ${ref} is complete.`],
          ...note,
          [`It took ${facts.workingDays} working days.`],
        ],
      };
  }
}

function nepali(facts: WarrantyClaimMailFacts): { subject: string; paragraphs: MailParagraphs } {
  const unit = `${facts.description} (सिरियल ${facts.serial})`;
  const ref = `अर्डर ${facts.transactionId} को वारेन्टी दाबी ${figures(facts.claimId, 'ne')}`;
  const greeting = nepaliGreeting(facts.firstName);
  const orders = pageIn(`${facts.publicUrl}/profile/orders`, 'ne');
  const range = `${figures(expected, 'ne')} देखि ${figures(promised, 'ne')} कार्य दिन`;
  const age = `अहिलेसम्म लागेका कार्य दिन: ${figures(facts.workingDays, 'ne')} (दाबीमा सामान्यतया ${range} लाग्छ; शनिबार र बिदाका दिन गनिँदैनन्)।`;
  const note = facts.note ? [[facts.note]] : [];
  const follow = [`तपाईं यसलाई मेरा अर्डरहरूमा हेर्न सक्नुहुन्छ: ${orders}`];
  switch (facts.status) {
    case 'received':
      return {
        subject: `${facts.shopName}: तपाईंको वारेन्टी दाबी प्राप्त भयो`,
        paragraphs: [
          [greeting, `हामीले तपाईंको ${unit} वारेन्टी दाबीका लागि पायौं (${ref})।`],
          [`दाबीमा सामान्यतया ${range} लाग्छ। हामी प्रत्येक चरणमा तपाईंलाई लेख्नेछौं।`],
          follow,
        ],
      };
    case 'at_service_centre':
      return {
        subject: `${facts.shopName}: तपाईंको वारेन्टी दाबी सर्भिस सेन्टरमा छ`,
        paragraphs: [
          [
            greeting,
            `तपाईंको ${unit} ${facts.serviceCentre ?? 'सर्भिस सेन्टर'} मा छ (जब नम्बर ${facts.jobNumber ?? ''}) — ${ref}।`,
          ],
          ...note,
          [age],
          follow,
        ],
      };
    case 'repaired':
      return {
        subject: `${facts.shopName}: तपाईंको वारेन्टी दाबी: मर्मत भयो`,
        paragraphs: [
          [greeting, `सर्भिस सेन्टरले तपाईंको ${unit} मर्मत गर्‍यो (${ref})। हामी छिट्टै यो तपाईंलाई फिर्ता दिनेछौं।`],
          ...note,
          [age],
        ],
      };
    case 'replaced':
      return {
        subject: `${facts.shopName}: तपाईंको वारेन्टी दाबी: बदलियो`,
        paragraphs: [
          [
            greeting,
            `ब्रान्डले तपाईंको ${unit} बदलिदियो (${ref})${facts.replacementSerial ? `; नयाँ सामानको सिरियल ${facts.replacementSerial} हो` : ''}। हामी छिट्टै यो तपाईंलाई दिनेछौं।`,
          ],
          ...note,
          [age],
        ],
      };
    case 'refused':
      return {
        subject: `${facts.shopName}: तपाईंको वारेन्टी दाबी अस्वीकार भयो`,
        paragraphs: [
          [greeting, `माफ गर्नुहोस्: सर्भिस सेन्टरले तपाईंको ${unit} को वारेन्टी दाबी अस्वीकार गर्‍यो (${ref})।`],
          [`कारण: ${facts.note}`],
          ['हामी सामान तपाईंलाई फिर्ता दिनेछौं।'],
          [age],
        ],
      };
    case 'returned_to_customer':
      return {
        subject: `${facts.shopName}: तपाईंको वारेन्टी दाबी पूरा भयो`,
        paragraphs: [
          [greeting, `तपाईंको ${unit} तपाईंलाई फिर्ता दिइयो: ${ref} पूरा भयो।`],
          ...note,
          [`यसमा ${figures(facts.workingDays, 'ne')} कार्य दिन लाग्यो।`],
        ],
      };
  }
}

/** The customer's e-mail about one step of a warranty claim. */
export function warrantyClaimEmail(facts: WarrantyClaimMailFacts): MailMessage {
  const { subject, paragraphs } = facts.locale === 'ne' ? nepali(facts) : english(facts);
  return { to: facts.to, subject, ...mailBody(paragraphs, facts.locale) };
}
