import { z } from 'zod';
import { FAQ_CATEGORIES, LIST_PAGE_LIMITS, LIST_PAGE_MESSAGES, SERVICE_ICONS } from './content-list-rules.js';
import { CONTENT_PAGE_MESSAGES, type ListPageSlug } from './content-page-rules.js';
import { contentPageRevisionSummarySchema, contentPageSummarySchema } from './content-pages.js';
import { hasInvalidTextCharacters } from '../shared/text-hygiene.js';

// The FAQ and the Services page as the owner writes them (issue #32): lists of questions and of
// cards, each text in English and Nepali (a blank Nepali text shows the English). They live beside
// the Markdown pages (content-pages.ts): a draft and a published document per page, the same
// states, and the same append-only history. Until the owner publishes, the shop shows its built-in
// questions and cards word for word.
//
// Answers are plain text, not Markdown: the built-in answers are plain sentences, the FAQ's search
// matches what the shopper reads, and a short answer needs no headings or tables. Plain text needs
// no sanitising either: the shop draws it as text, never as HTML.

const L = LIST_PAGE_LIMITS;

const M = LIST_PAGE_MESSAGES;

const words = (max: number) =>
  z
    .string({ error: M.tooLong(max) })
    .trim()
    .max(max, M.tooLong(max))
    .refine((value) => !hasInvalidTextCharacters(value), M.textInvalid)
    .default('');

const list = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z
    .array(item, { error: message })
    .max(max, message)
    .default(() => []);

/** One question as saved: any text may still be blank in a draft. */
export const faqEntrySchema = z.object({
  category: z.enum(FAQ_CATEGORIES, { error: M.categoryInvalid }),
  question: words(L.question),
  question_ne: words(L.question),
  answer: words(L.answer),
  answer_ne: words(L.answer),
});
export type FaqEntryInput = z.input<typeof faqEntrySchema>;

/** The FAQ's draft (PUT): up to 60 questions, blanks allowed. */
export const faqDraftSchema = z.object({ entries: list(faqEntrySchema, L.faqEntries, M.tooManyQuestions) });
export type FaqDraft = z.output<typeof faqDraftSchema>;
export type FaqDraftInput = z.input<typeof faqDraftSchema>;

/** What is published (POST …/publish/): at least one question, each asked and answered in English. */
export const faqPublishSchema = faqDraftSchema.superRefine((doc, ctx) => {
  if (doc.entries.length === 0) ctx.addIssue({ code: 'custom', path: ['entries'], message: M.questionsRequired });
  doc.entries.forEach((entry, index) => {
    if (!entry.question)
      ctx.addIssue({ code: 'custom', path: ['entries', index, 'question'], message: M.questionRequired });
    if (!entry.answer) ctx.addIssue({ code: 'custom', path: ['entries', index, 'answer'], message: M.answerRequired });
  });
});

/** One service card as saved; every card links to /contact. */
export const serviceCardSchema = z.object({
  icon: z.enum(SERVICE_ICONS, { error: M.iconInvalid }),
  title: words(L.title),
  title_ne: words(L.title),
  description: words(L.description),
  description_ne: words(L.description),
});
export type ServiceCardInput = z.input<typeof serviceCardSchema>;

/** The Services page's draft (PUT): up to 12 cards, blanks allowed. */
export const servicesDraftSchema = z.object({ cards: list(serviceCardSchema, L.serviceCards, M.tooManyCards) });
export type ServicesDraft = z.output<typeof servicesDraftSchema>;
export type ServicesDraftInput = z.input<typeof servicesDraftSchema>;

/** What is published: at least one card, each titled and described in English. */
export const servicesPublishSchema = servicesDraftSchema.superRefine((doc, ctx) => {
  if (doc.cards.length === 0) ctx.addIssue({ code: 'custom', path: ['cards'], message: M.cardsRequired });
  doc.cards.forEach((card, index) => {
    if (!card.title) ctx.addIssue({ code: 'custom', path: ['cards', index, 'title'], message: M.titleRequired });
    if (!card.description)
      ctx.addIssue({ code: 'custom', path: ['cards', index, 'description'], message: M.descriptionRequired });
  });
});

// What the API answers: the documents as stored (checked on the way in).
const faqDocumentSchema = z.object({
  entries: z.array(
    z.object({
      category: z.enum(FAQ_CATEGORIES),
      question: z.string(),
      question_ne: z.string(),
      answer: z.string(),
      answer_ne: z.string(),
    }),
  ),
});
const servicesDocumentSchema = z.object({
  cards: z.array(
    z.object({
      icon: z.enum(SERVICE_ICONS),
      title: z.string(),
      title_ne: z.string(),
      description: z.string(),
      description_ne: z.string(),
    }),
  ),
});

const adminListPage = <T extends z.ZodType>(slug: ListPageSlug, doc: T) =>
  z.object({
    data: contentPageSummarySchema.extend({
      slug: z.literal(slug),
      draft: doc,
      published_doc: doc.nullable(),
      history: z.array(contentPageRevisionSummarySchema),
    }),
    message: z.string().optional(),
  });

const revision = <T extends z.ZodType>(doc: T) =>
  z.object({ data: contentPageRevisionSummarySchema.extend({ doc: doc.nullable() }) });

export const adminFaqPageResponseSchema = adminListPage('faq', faqDocumentSchema);
export type AdminFaqPage = z.output<typeof adminFaqPageResponseSchema>['data'];
export const faqRevisionResponseSchema = revision(faqDocumentSchema);
export type FaqRevision = z.output<typeof faqRevisionResponseSchema>['data'];

export const adminServicesPageResponseSchema = adminListPage('services', servicesDocumentSchema);
export type AdminServicesPage = z.output<typeof adminServicesPageResponseSchema>['data'];
export const servicesRevisionResponseSchema = revision(servicesDocumentSchema);
export type ServicesRevision = z.output<typeof servicesRevisionResponseSchema>['data'];

/** What shoppers read: the published questions (blank Nepali: show the English). */
export const publishedFaqResponseSchema = z.object({
  data: faqDocumentSchema.extend({ published_at: z.string() }),
});
export type PublishedFaq = z.output<typeof publishedFaqResponseSchema>['data'];

/** What shoppers read: the published cards (blank Nepali: show the English). */
export const publishedServicesResponseSchema = z.object({
  data: servicesDocumentSchema.extend({ published_at: z.string() }),
});
export type PublishedServices = z.output<typeof publishedServicesResponseSchema>['data'];

const noSuchVersion = CONTENT_PAGE_MESSAGES.revisionNotFound;
export const listPageRevisionParamsSchema = z.object({
  revision: z.coerce.number({ error: noSuchVersion }).int(noSuchVersion).positive(noSuchVersion),
});
