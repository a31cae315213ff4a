// Built-in content of the home page and the shop's contact details
// (docs/rules/catalogue.md#home-page).

import { SHOP_ADDRESS } from '@pasal/contract';
import { localAmount } from '../components/locale-format';
import { t } from '../i18n';
import { methodList, type ShopFacts } from './policy-facts';

export interface HeroSlide {
  id: number;
  image: string;
  /** Describes the picture for screen readers. */
  imageAlt: string;
  title: string;
  subtitle: string;
  ctaText: string;
  ctaLink: string;
}

// The texts below are getters that look their message up when read, i.e. while a page renders:
// a text fixed when this module loads would stay in whichever language was active then (the
// server renders both languages from one copy of the module). Ids, links and pictures are plain.

/** A slide's texts are messages 'home.hero<N>Alt', 'home.hero<N>Title', …; the rest is plain. */
function heroSlide(id: 1 | 2 | 3, image: string, ctaLink: string): HeroSlide {
  return {
    id,
    image,
    ctaLink,
    get imageAlt() {
      return t(`home.hero${id}Alt`);
    },
    get title() {
      return t(`home.hero${id}Title`);
    },
    get subtitle() {
      return t(`home.hero${id}Subtitle`);
    },
    get ctaText() {
      return t(`home.hero${id}Cta`);
    },
  };
}

export const heroSlides: HeroSlide[] = [
  heroSlide(1, '/hero/latest-gadgets.svg', '/products'),
  // The offers themselves: products sold below their list price (issue 18, defect 8).
  heroSlide(2, '/hero/summer-sale.svg', '/products?on_sale=1'),
  heroSlide(3, '/hero/gaming-essentials.svg', '/products'),
];

export interface Testimonial {
  id: number;
  name: string;
  /** Where the shopper lives: shown under the name where a job title might be. */
  role: string;
  /** A portrait; none for the owner's own testimonials (initials are drawn instead). */
  image?: string;
  quote: string;
  rating: number;
  /** A product's name, as the shop enters it (not translated). */
  product: string;
}

/** A shopper's name, town and words are messages 'home.testimonial<N>Name', …Place, …Quote. */
function testimonial(id: 1 | 2 | 3 | 4, image: string, rating: number, product: string): Testimonial {
  return {
    id,
    image,
    rating,
    product,
    get name() {
      return t(`home.testimonial${id}Name`);
    },
    get role() {
      return t(`home.testimonial${id}Place`);
    },
    get quote() {
      return t(`home.testimonial${id}Quote`);
    },
  };
}

export const testimonials: Testimonial[] = [
  testimonial(1, '/testimonials/aarati.svg', 5, 'Samsung Galaxy A56 5G'),
  testimonial(2, '/testimonials/bikash.svg', 5, 'Lenovo IdeaPad Slim 3'),
  testimonial(3, '/testimonials/sujata.svg', 4, 'boAt Airdopes 141'),
  testimonial(4, '/testimonials/rohan.svg', 5, 'Amazfit GTR 4'),
];

export interface ShopPromise {
  title: string;
  text: string;
  icon: 'truck' | 'shield' | 'headset' | 'wallet';
}

/**
 * The promise strip (docs/rules/catalogue.md#home-page), worded with the shop's settings
 * (threshold, payment methods) in the page's language. Called while rendering.
 */
export function shopPromises(facts: ShopFacts): ShopPromise[] {
  const several = facts.paymentMethods.length > 1;
  return [
    {
      title: t('home.promiseDeliveryTitle'),
      text: t('home.promiseDeliveryText', { threshold: localAmount(facts.freeDeliveryThreshold) }),
      icon: 'truck',
    },
    { title: t('home.promiseGenuineTitle'), text: t('home.promiseGenuineText'), icon: 'shield' },
    { title: t('home.promiseSupportTitle'), text: t('home.promiseSupportText'), icon: 'headset' },
    {
      title: several ? t('home.promisePaymentsTitle') : t('home.promisePaymentTitle'),
      text: methodList(facts.paymentMethods, 'and'),
      icon: 'wallet',
    },
  ];
}

/** The shop's contact details before its settings have loaded (the environment's defaults). */
export const shopContact = {
  address: SHOP_ADDRESS,
  phone: '+977 9800000000',
  email: 'hello@pasal.example',
};
