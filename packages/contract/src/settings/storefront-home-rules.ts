import { INVALID_TEXT_CHARACTERS } from '../shared/text-hygiene.js';

// The home page's sections (issue #32): their paths, limits, words and rules, without zod, so the
// home page's first load does not carry it. Their schemas are in storefront-home.ts.

export const HOME_LIMITS = {
  slides: 5,
  promises: 4,
  figures: 4,
  testimonials: 8,
  tag: 40,
  title: 80,
  text: 400,
  button: 30,
  alt: 150,
  name: 60,
  figureValue: 12,
  figureLabel: 40,
} as const;

export const HOME_SECTION_MODES = ['builtin', 'own', 'hidden'] as const;
export type HomeSectionMode = (typeof HOME_SECTION_MODES)[number];

export const HOME_PROMISE_ICONS = ['truck', 'shield', 'headset', 'wallet'] as const;

export const HOME_CONTENT_MESSAGES = {
  modeInvalid: 'Choose built in, your own or hidden',
  required: 'Fill this in, or hide the section',
  slidesRequired: 'Add at least one slide, or hide the section',
  promisesRequired: 'Add at least one promise, or hide the section',
  testimonialsRequired: 'Add at least one testimonial, or hide the section',
  tooMany: (max: number) => `At most ${max} in this section`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  imageRequired: 'Upload an image for the slide',
  imageInvalid: 'Use an image uploaded here',
  iconInvalid: 'Choose an icon',
  ratingInvalid: 'Choose 1 to 5 stars',
  saved: 'Home page saved',
  textInvalid: `Text ${INVALID_TEXT_CHARACTERS}`,
} as const;

/**
 * A picture on this shop: an upload (/media/…) or one of the built-in pictures. Only the shop's own
 * addresses: the Content-Security-Policy allows no other images, and a pasted address is no upload.
 */
export const isHomeImage = (src: string) => /^\/(media|hero|testimonials)\/[A-Za-z0-9._-]+$/.test(src);

export const SHOP_HOME_PATH = '/api/v1/shop/home/';
export const ADMIN_STOREFRONT_HOME_PATH = '/api/v1/admin/storefront/home/';
