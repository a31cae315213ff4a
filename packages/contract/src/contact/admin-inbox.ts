import { z } from 'zod';
import { NEWSLETTER_SOURCES } from '../newsletter/newsletter.js';

// The back office's inbox (issue #19): the contact form's messages (staff) and the newsletter's
// subscribers (admins). The server decides every state change; these are the shapes both sides use.

export const ADMIN_INBOX_PATHS = {
  messages: '/api/v1/admin/messages/',
  message: (id: number) => `/api/v1/admin/messages/${id}/`,
  reply: (id: number) => `/api/v1/admin/messages/${id}/reply/`,
  subscribers: '/api/v1/admin/newsletter/subscribers/',
  subscriber: (id: number) => `/api/v1/admin/newsletter/subscribers/${id}/`,
  subscribersCsv: '/api/v1/admin/newsletter/subscribers.csv',
} as const;

/**
 * A contact message's state: new ones are 'unread'; opening one makes it 'read'; a reply (or the
 * staff member's say-so) makes it 'handled'; 'spam' hides it from the inbox. The dashboard counts
 * status = 'unread'.
 */
export const CONTACT_STATUSES = ['unread', 'read', 'handled', 'spam'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  unread: 'Unread',
  read: 'Read',
  handled: 'Handled',
  spam: 'Spam',
};

/** The inbox's views: 'inbox' is everything but spam. */
export const CONTACT_VIEWS = ['inbox', ...CONTACT_STATUSES] as const;
export type ContactView = (typeof CONTACT_VIEWS)[number];

export const CONTACT_REPLY_MAX = 5000;
export const INBOX_PAGE_SIZE = 20;
/** How much of a message the list shows. */
export const CONTACT_PREVIEW_LENGTH = 140;

export const ADMIN_INBOX_MESSAGES = {
  replyRequired: 'Write a reply first',
  replyTooLong: `A reply can be at most ${CONTACT_REPLY_MAX} characters`,
  statusInvalid: `must be one of ${CONTACT_STATUSES.join(', ')}`,
  replied: 'Reply sent',
  markedSpam: 'Marked as spam',
  notSpam: 'Moved back to the inbox',
  markedUnread: 'Marked as unread',
  markedHandled: 'Marked as handled',
  markedRead: 'Marked as read',
  subscriberRemoved: 'Subscriber removed',
} as const;

/** The toast for a status change, by the status it now has (spam → read is "not spam"). */
export function statusChangedMessage(from: ContactStatus, to: ContactStatus): string {
  if (to === 'spam') return ADMIN_INBOX_MESSAGES.markedSpam;
  if (from === 'spam') return ADMIN_INBOX_MESSAGES.notSpam;
  if (to === 'unread') return ADMIN_INBOX_MESSAGES.markedUnread;
  if (to === 'handled') return ADMIN_INBOX_MESSAGES.markedHandled;
  return ADMIN_INBOX_MESSAGES.markedRead;
}

const wholeNumber = (max: number) =>
  z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int({ message: 'must be a whole number of at least 1' })
    .min(1, { message: 'must be a whole number of at least 1' })
    .max(max, { message: 'is too large' });

const searchField = z.string().trim().max(200, { message: 'is too long' }).optional();

export const inboxIdParamsSchema = z.object({ id: wholeNumber(2_147_483_647) });

/** GET api/v1/admin/messages/ */
export const contactListQuerySchema = z.object({
  view: z.enum(CONTACT_VIEWS, { message: `must be one of ${CONTACT_VIEWS.join(', ')}` }).default('inbox'),
  /** Words in the name, e-mail, subject or message. */
  q: searchField,
  page: wholeNumber(100_000).default(1),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

const staffNameSchema = z.object({ id: z.number().int(), name: z.string() });

export const contactSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The start of the message, on one line. */
  preview: z.string(),
  status: z.enum(CONTACT_STATUSES),
  created_at: z.string(),
  replied_at: z.string().nullable(),
});
export type ContactSummary = z.infer<typeof contactSummarySchema>;

export const contactDetailSchema = contactSummarySchema.extend({
  phone: z.string(),
  message: z.string(),
  reply: z.string().nullable(),
  /** Who replied; null when nobody has, or their account is gone. */
  replied_by: staffNameSchema.nullable(),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

export const contactListSchema = z.object({
  data: z.array(contactSummarySchema),
  count: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
  /** Messages in each state (the view tabs show them). */
  counts: z.object({
    unread: z.number().int(),
    read: z.number().int(),
    handled: z.number().int(),
    spam: z.number().int(),
  }),
});
export type ContactList = z.infer<typeof contactListSchema>;

export const contactDetailResponseSchema = z.object({ data: contactDetailSchema });
export type ContactDetailResponse = z.infer<typeof contactDetailResponseSchema>;

export const contactChangedSchema = z.object({ data: contactDetailSchema, message: z.string() });
export type ContactChanged = z.infer<typeof contactChangedSchema>;

/** PATCH api/v1/admin/messages/{id}/ */
export const contactStatusChangeSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { message: ADMIN_INBOX_MESSAGES.statusInvalid }),
});
export type ContactStatusChange = z.infer<typeof contactStatusChangeSchema>;

/** POST api/v1/admin/messages/{id}/reply/ */
export const contactReplySchema = z.object({
  reply: z
    .string({ error: ADMIN_INBOX_MESSAGES.replyRequired })
    .trim()
    .min(1, ADMIN_INBOX_MESSAGES.replyRequired)
    .max(CONTACT_REPLY_MAX, ADMIN_INBOX_MESSAGES.replyTooLong),
});
export type ContactReplyRequest = z.infer<typeof contactReplySchema>;

// Newsletter subscribers (admins only).

export const SUBSCRIBER_SORTS = ['newest', 'oldest', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

/** GET api/v1/admin/newsletter/subscribers/ */
export const subscriberListQuerySchema = z.object({
  q: searchField,
  sort: z.enum(SUBSCRIBER_SORTS, { message: `must be one of ${SUBSCRIBER_SORTS.join(', ')}` }).default('newest'),
  page: wholeNumber(100_000).default(1),
});
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  source: z.enum(NEWSLETTER_SOURCES),
  created_at: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListSchema = z.object({
  data: z.array(subscriberSchema),
  count: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

export const subscriberRemovedSchema = z.object({ data: subscriberSchema, message: z.string() });
export type SubscriberRemoved = z.infer<typeof subscriberRemovedSchema>;

/** The CSV export's columns, in order. */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'source', 'subscribed_at'] as const;

/** Subscribers on one page of the list. */
export const SUBSCRIBER_PAGE_SIZE = 50;
