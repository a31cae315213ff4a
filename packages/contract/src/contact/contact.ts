import { z } from 'zod';
import { ACCOUNT_MESSAGES, isNepaliMobile } from '../auth/account-forms.js';
import type { shopInfoSchema } from '../settings/shop-settings.js';

// The contact form (docs/rules/content.md#contact): the same rules in the
// browser and on the server.

export const CONTACT_PATH = '/api/v1/contact/';

/** The contact form's success toast (docs/rules/content.md#contact). */
export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  emailRequired: ACCOUNT_MESSAGES.emailRequired,
  emailInvalid: ACCOUNT_MESSAGES.emailInvalid,
  phoneDigits: ACCOUNT_MESSAGES.phoneDigits,
  phoneNotMobile: ACCOUNT_MESSAGES.phoneNotMobile,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
} as const;

/** '' or a 10-digit Nepali mobile number. */
export function contactPhoneProblem(phone: string): string | null {
  if (phone === '') return null;
  if (!/^\d{10}$/.test(phone)) return CONTACT_MESSAGES.phoneDigits;
  if (!isNepaliMobile(phone)) return CONTACT_MESSAGES.phoneNotMobile;
  return null;
}

export const contactMessageSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  phone: z
    .string()
    .trim()
    .superRefine((phone, context) => {
      const problem = contactPhoneProblem(phone);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .default(''),
  subject: z
    .string({ error: CONTACT_MESSAGES.subjectRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.subjectRequired)
    .max(CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectTooLong),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
});

/** What the form holds (phone may be absent). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What the server stores (trimmed; phone '' when not given). */
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** POST /api/v1/contact/ → 201 */
export interface ContactCreated {
  id: number;
}

/**
 * GET /api/v1/shop/: the seller's public details (Electronic Commerce Act 2081 disclosures), as the
 * admin stored them (shop-settings.ts), with delivery and payment facts.
 */
export type ShopInfo = z.infer<typeof shopInfoSchema>;
