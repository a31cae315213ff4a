import type { ListPageSlug } from './content-page-rules.js';
import { INVALID_TEXT_CHARACTERS } from '../shared/text-hygiene.js';

// The FAQ and the Services page as the owner writes them (issue #32): their categories, icons,
// limits, words and paths, without zod, so /faq and /services do not load it. Their schemas are in
// content-lists.ts.

/** The FAQ's categories: its chips and ?category= links (the footer's Shipping and Returns). */
export const FAQ_CATEGORIES = ['Ordering', 'Shipping', 'Returns', 'Products', 'Payment', 'Account'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** The icons a service card may show (lucide's names): the built-in cards' nine and a few more. */
export const SERVICE_ICONS = [
  'headset',
  'truck',
  'package-check',
  'shield-check',
  'smartphone',
  'scan-line',
  'building-2',
  'wallet',
  'wrench',
  'laptop',
  'headphones',
  'battery-charging',
  'cable',
  'gift',
  'recycle',
  'store',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export const LIST_PAGE_LIMITS = {
  faqEntries: 60,
  question: 200,
  answer: 2_000,
  serviceCards: 12,
  title: 80,
  description: 400,
} as const;

const L = LIST_PAGE_LIMITS;

export const LIST_PAGE_MESSAGES = {
  tooManyQuestions: `The FAQ holds at most ${L.faqEntries} questions`,
  tooManyCards: `The Services page holds at most ${L.serviceCards} cards`,
  questionsRequired: 'Add at least one question before publishing',
  cardsRequired: 'Add at least one card before publishing',
  questionRequired: 'Write the question in English',
  answerRequired: 'Write the answer in English',
  titleRequired: 'Write the title in English',
  descriptionRequired: 'Write the description in English',
  categoryInvalid: 'Choose one of the categories: Ordering, Shipping, Returns, Products, Payment or Account',
  iconInvalid: 'Choose one of the icons',
  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en')} characters`,
  textInvalid: `Text ${INVALID_TEXT_CHARACTERS}`,
} as const;

/** Each list page's API: the shop's read, and the back office's draft, publish, revert and history. */
export const LIST_PAGE_PATHS = {
  faq: {
    shop: '/api/v1/shop/faq/',
    admin: '/api/v1/admin/faq/',
    publish: '/api/v1/admin/faq/publish/',
    revert: '/api/v1/admin/faq/revert/',
    revision: '/api/v1/admin/faq/revisions/:revision/',
  },
  services: {
    shop: '/api/v1/shop/services/',
    admin: '/api/v1/admin/services/',
    publish: '/api/v1/admin/services/publish/',
    revert: '/api/v1/admin/services/revert/',
    revision: '/api/v1/admin/services/revisions/:revision/',
  },
} as const satisfies Record<ListPageSlug, Record<string, string>>;
