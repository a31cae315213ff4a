import { z } from 'zod';
import { isShopLink, NAVIGATION_MESSAGES } from './storefront-navigation-rules.js';
import {
  HOME_CONTENT_MESSAGES,
  HOME_LIMITS,
  HOME_PROMISE_ICONS,
  HOME_SECTION_MODES,
  isHomeImage,
} from './storefront-home-rules.js';
import { hasInvalidTextCharacters } from '../shared/text-hygiene.js';

// The home page's sections as the owner writes them (issue #32): the hero slides, the promise
// strip, the banner, the About block with its figures, and the testimonials, each in English and
// Nepali. A section is the specification's built-in one ('builtin', what a new shop shows, word for
// word), the owner's own ('own'), or hidden. Nothing saved: every section is built in.

const M = HOME_CONTENT_MESSAGES;

const words = (max: number) =>
  z
    .string({ error: M.tooLong(max) })
    .trim()
    .max(max, M.tooLong(max))
    .refine((value) => !hasInvalidTextCharacters(value), M.textInvalid)
    .default('');

/** A link the owner writes: blank, a path on this shop or an https address (as menu links). */
const link = z
  .string({ error: NAVIGATION_MESSAGES.linkInvalid })
  .trim()
  .refine((value) => value === '' || isShopLink(value), NAVIGATION_MESSAGES.linkInvalid)
  .default('');

const image = z
  .string({ error: M.imageInvalid })
  .trim()
  .refine((value) => value === '' || isHomeImage(value), M.imageInvalid)
  .default('');

const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: M.tooMany(max) })
    .max(max, M.tooMany(max))
    .default(() => []);

const mode = z.enum(HOME_SECTION_MODES, { error: M.modeInvalid }).default('builtin');

export const homeSlideSchema = z.object({
  image,
  image_alt: words(HOME_LIMITS.alt).describe('What the picture shows, for screen readers'),
  image_alt_ne: words(HOME_LIMITS.alt),
  title: words(HOME_LIMITS.title),
  title_ne: words(HOME_LIMITS.title),
  text: words(HOME_LIMITS.text),
  text_ne: words(HOME_LIMITS.text),
  button: words(HOME_LIMITS.button),
  button_ne: words(HOME_LIMITS.button),
  link,
});
export type HomeSlide = z.output<typeof homeSlideSchema>;

export const homePromiseSchema = z.object({
  icon: z.enum(HOME_PROMISE_ICONS, { error: M.iconInvalid }).default('shield'),
  title: words(HOME_LIMITS.title),
  title_ne: words(HOME_LIMITS.title),
  text: words(HOME_LIMITS.title),
  text_ne: words(HOME_LIMITS.title),
});
export type HomePromise = z.output<typeof homePromiseSchema>;

export const homeFigureSchema = z.object({
  value: words(HOME_LIMITS.figureValue).describe('As written: "2025", "500+", "24/7"'),
  label: words(HOME_LIMITS.figureLabel),
  label_ne: words(HOME_LIMITS.figureLabel),
});
export type HomeFigure = z.output<typeof homeFigureSchema>;

export const homeTestimonialSchema = z.object({
  name: words(HOME_LIMITS.name),
  name_ne: words(HOME_LIMITS.name),
  place: words(HOME_LIMITS.name),
  place_ne: words(HOME_LIMITS.name),
  quote: words(HOME_LIMITS.text),
  quote_ne: words(HOME_LIMITS.text),
  rating: z.number({ error: M.ratingInvalid }).int(M.ratingInvalid).min(1, M.ratingInvalid).max(5, M.ratingInvalid),
  product: words(HOME_LIMITS.title).describe('The product bought, as the shop names it (not translated)'),
});
export type HomeTestimonial = z.output<typeof homeTestimonialSchema>;

/** Asks for `fields` of an own section: a missing English text is refused on its field. */
function requireWords(
  value: Record<string, unknown>,
  fields: readonly string[],
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  for (const field of fields)
    if (value[field] === '') ctx.addIssue({ code: 'custom', path: [...path, field], message: M.required });
}

const heroSection = z
  .object({ mode, slides: list(homeSlideSchema, HOME_LIMITS.slides) })
  .prefault({})
  .superRefine((section, ctx) => {
    if (section.mode !== 'own') return;
    if (section.slides.length === 0) ctx.addIssue({ code: 'custom', path: ['slides'], message: M.slidesRequired });
    section.slides.forEach((slide, index) => {
      if (slide.image === '')
        ctx.addIssue({ code: 'custom', path: ['slides', index, 'image'], message: M.imageRequired });
      requireWords(slide, ['title', 'button', 'link'], ctx, ['slides', index]);
    });
  });

const promisesSection = z
  .object({ mode, items: list(homePromiseSchema, HOME_LIMITS.promises) })
  .prefault({})
  .superRefine((section, ctx) => {
    if (section.mode !== 'own') return;
    if (section.items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: M.promisesRequired });
    section.items.forEach((item, index) => requireWords(item, ['title', 'text'], ctx, ['items', index]));
  });

const bannerSection = z
  .object({
    mode,
    tag: words(HOME_LIMITS.tag),
    tag_ne: words(HOME_LIMITS.tag),
    title: words(HOME_LIMITS.title),
    title_ne: words(HOME_LIMITS.title),
    text: words(HOME_LIMITS.text),
    text_ne: words(HOME_LIMITS.text),
    button: words(HOME_LIMITS.button),
    button_ne: words(HOME_LIMITS.button),
    link,
  })
  .prefault({})
  .superRefine((section, ctx) => {
    if (section.mode === 'own') requireWords(section, ['title', 'button', 'link'], ctx);
  });

const aboutSection = z
  .object({
    mode,
    tag: words(HOME_LIMITS.tag),
    tag_ne: words(HOME_LIMITS.tag),
    title: words(HOME_LIMITS.title),
    title_ne: words(HOME_LIMITS.title),
    text: words(HOME_LIMITS.text),
    text_ne: words(HOME_LIMITS.text),
    visit: words(HOME_LIMITS.title).describe('The line beside the map pin; blank: none'),
    visit_ne: words(HOME_LIMITS.title),
    figures: list(homeFigureSchema, HOME_LIMITS.figures),
  })
  .prefault({})
  .superRefine((section, ctx) => {
    if (section.mode !== 'own') return;
    requireWords(section, ['title', 'text'], ctx);
    section.figures.forEach((figure, index) => requireWords(figure, ['value', 'label'], ctx, ['figures', index]));
  });

const testimonialsSection = z
  .object({ mode, items: list(homeTestimonialSchema, HOME_LIMITS.testimonials) })
  .prefault({})
  .superRefine((section, ctx) => {
    if (section.mode !== 'own') return;
    if (section.items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: M.testimonialsRequired });
    section.items.forEach((item, index) => requireWords(item, ['name', 'quote'], ctx, ['items', index]));
  });

/** PUT /api/v1/admin/storefront/home/ takes it; GET /api/v1/shop/home/ answers it. */
export const homeContentSchema = z.object({
  hero: heroSection.describe('The slides at the top of the home page'),
  promises: promisesSection.describe('The strip of promises (free delivery, genuine products, …)'),
  banner: bannerSection.describe('The wide banner with one button (the demo’s gaming banner)'),
  about: aboutSection.describe('The About block: words, up to four figures and a visiting line'),
  testimonials: testimonialsSection.describe('What customers say'),
});
export type HomeContent = z.output<typeof homeContentSchema>;
export type HomeContentInput = z.input<typeof homeContentSchema>;

/** The built-in home page: what a shop shows until its owner saves their own. */
export const defaultHomeContent = (): HomeContent => homeContentSchema.parse({});

export const shopHomeResponseSchema = z.object({ data: homeContentSchema });

export const adminHomeResponseSchema = z.object({
  data: z.object({
    content: homeContentSchema,
    saved: z.boolean().describe('False while the home page is the built-in one (nobody has saved yet)'),
    updated_at: z.string().nullable(),
    updated_by: z.string().nullable().describe('Who saved last'),
  }),
  message: z.string().optional(),
});
export type AdminHome = z.infer<typeof adminHomeResponseSchema>['data'];
