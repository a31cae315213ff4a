import type { HomeContent } from '@pasal/contract';
import {
  heroSlides,
  shopPromises,
  testimonials,
  type HeroSlide,
  type ShopPromise,
  type Testimonial,
} from '../../../content/home';
import type { ShopFacts } from '../../../content/policy-facts';
import { localText, t } from '../../../i18n';

// What each home-page section shows (issue #32): the specification's built-in words, the owner's
// own (docs/rules/catalogue.md#home-page), or nothing when hidden. Read while rendering, like t().

/** Picks a text in the page's language: the Nepali one on a Nepali page when there is one. */
export type PickText = (english: string, nepali: string) => string;

export interface BannerWords {
  tag: string;
  title: string;
  text: string;
  button: string;
  link: string;
}

export interface AboutWords {
  tag: string;
  title: string;
  text: string;
  figures: { value: string; label: string }[];
  /** The line beside the map pin; '' for none. */
  visit: string;
}

export function heroSlidesOf(section: HomeContent['hero'], pick: PickText = localText): HeroSlide[] {
  if (section.mode === 'builtin') return heroSlides;
  if (section.mode === 'hidden') return [];
  return section.slides.map((slide, index) => ({
    id: index + 1,
    image: slide.image,
    imageAlt: pick(slide.image_alt, slide.image_alt_ne),
    title: pick(slide.title, slide.title_ne),
    subtitle: pick(slide.text, slide.text_ne),
    ctaText: pick(slide.button, slide.button_ne),
    ctaLink: slide.link,
  }));
}

/** The built-in strip is worded with the shop's settings (threshold, payment methods). */
export function promisesOf(
  section: HomeContent['promises'],
  facts: ShopFacts,
  pick: PickText = localText,
): ShopPromise[] {
  if (section.mode === 'builtin') return shopPromises(facts);
  if (section.mode === 'hidden') return [];
  return section.items.map((item) => ({
    title: pick(item.title, item.title_ne),
    text: pick(item.text, item.text_ne),
    icon: item.icon,
  }));
}

export function bannerOf(section: HomeContent['banner'], pick: PickText = localText): BannerWords | null {
  if (section.mode === 'hidden') return null;
  if (section.mode === 'builtin') {
    return {
      tag: t('home.gamingTag'),
      title: t('home.gamingTitle'),
      text: t('home.gamingText'),
      button: t('home.gamingCta'),
      link: '/products',
    };
  }
  return {
    tag: pick(section.tag, section.tag_ne),
    title: pick(section.title, section.title_ne),
    text: pick(section.text, section.text_ne),
    button: pick(section.button, section.button_ne),
    link: section.link,
  };
}

export function aboutOf(section: HomeContent['about'], pick: PickText = localText): AboutWords | null {
  if (section.mode === 'hidden') return null;
  if (section.mode === 'builtin') {
    return {
      tag: t('home.aboutTag'),
      title: t('home.aboutTitle'),
      text: t('home.aboutText'),
      figures: [
        { value: '2025', label: t('home.aboutFounded') },
        { value: '100+', label: t('home.aboutProducts') },
        { value: '500+', label: t('home.aboutCustomers') },
        { value: '24/7', label: t('home.aboutSupport') },
      ],
      visit: t('home.aboutVisit'),
    };
  }
  return {
    tag: pick(section.tag, section.tag_ne),
    title: pick(section.title, section.title_ne),
    text: pick(section.text, section.text_ne),
    figures: section.figures.map((figure) => ({ value: figure.value, label: pick(figure.label, figure.label_ne) })),
    visit: pick(section.visit, section.visit_ne),
  };
}

export function testimonialsOf(section: HomeContent['testimonials'], pick: PickText = localText): Testimonial[] {
  if (section.mode === 'builtin') return testimonials;
  if (section.mode === 'hidden') return [];
  return section.items.map((item, index) => ({
    id: index + 1,
    name: pick(item.name, item.name_ne),
    role: pick(item.place, item.place_ne),
    quote: pick(item.quote, item.quote_ne),
    rating: item.rating,
    product: item.product,
  }));
}
