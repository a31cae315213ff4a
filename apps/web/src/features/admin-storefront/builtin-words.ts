import type { HomeContent } from '@pasal/contract';
import { heroSlides, testimonials } from '../../content/home';
// The catalogues as written (ICU text), not compiled: the editor copies their words into the form.
import englishRaw from '../../i18n/catalogues/en/home.json?raw';
import nepaliRaw from '../../i18n/catalogues/ne/home.json?raw';

// "Write your own" starts from the built-in section's words in both languages, so an owner edits
// what the shop shows today instead of a blank form (issue #32).

const english = JSON.parse(englishRaw) as Record<string, string>;
const nepali = JSON.parse(nepaliRaw) as Record<string, string>;

type Filler = Record<string, string>;

/** A message's English and Nepali with its {placeholders} filled in. */
function both(key: string, values: Filler): [string, string] {
  const fill = (text: string | undefined) =>
    (text ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return [fill(english[key]), fill(nepali[key])];
}

/** What the built-in sections say, as own content ready to edit. */
export function builtinWords(values: { shop: string; threshold: string; methods: string }): HomeContent {
  const pair = (key: string) => both(key, values);
  const slide = (n: number, image: string, link: string) => {
    const [image_alt, image_alt_ne] = pair(`hero${n}Alt`);
    const [title, title_ne] = pair(`hero${n}Title`);
    const [text, text_ne] = pair(`hero${n}Subtitle`);
    const [button, button_ne] = pair(`hero${n}Cta`);
    return { image, image_alt, image_alt_ne, title, title_ne, text, text_ne, button, button_ne, link };
  };
  const promise = (icon: 'truck' | 'shield' | 'headset' | 'wallet', titleKey: string, textKey: string | null) => {
    const [title, title_ne] = pair(titleKey);
    // The payment methods' names are the same in both languages' lists.
    const [text, text_ne] = textKey ? pair(textKey) : [values.methods, ''];
    return { icon, title, title_ne, text, text_ne };
  };
  const figure = (value: string, key: string) => {
    const [label, label_ne] = pair(key);
    return { value, label, label_ne };
  };
  const testimonial = (n: number, rating: number, product: string) => {
    const [name, name_ne] = pair(`testimonial${n}Name`);
    const [place, place_ne] = pair(`testimonial${n}Place`);
    const [quote, quote_ne] = pair(`testimonial${n}Quote`);
    return { name, name_ne, place, place_ne, quote, quote_ne, rating, product };
  };
  const [bannerTag, bannerTagNe] = pair('gamingTag');
  const [bannerTitle, bannerTitleNe] = pair('gamingTitle');
  const [bannerText, bannerTextNe] = pair('gamingText');
  const [bannerButton, bannerButtonNe] = pair('gamingCta');
  const [aboutTag, aboutTagNe] = pair('aboutTag');
  const [aboutTitle, aboutTitleNe] = pair('aboutTitle');
  const [aboutText, aboutTextNe] = pair('aboutText');
  const [visit, visitNe] = pair('aboutVisit');
  return {
    hero: {
      mode: 'own',
      slides: heroSlides.map(({ id, image, ctaLink }) => slide(id, image, ctaLink)),
    },
    promises: {
      mode: 'own',
      items: [
        promise('truck', 'promiseDeliveryTitle', 'promiseDeliveryText'),
        promise('shield', 'promiseGenuineTitle', 'promiseGenuineText'),
        promise('headset', 'promiseSupportTitle', 'promiseSupportText'),
        promise('wallet', 'promisePaymentsTitle', null),
      ],
    },
    banner: {
      mode: 'own',
      tag: bannerTag,
      tag_ne: bannerTagNe,
      title: bannerTitle,
      title_ne: bannerTitleNe,
      text: bannerText,
      text_ne: bannerTextNe,
      button: bannerButton,
      button_ne: bannerButtonNe,
      link: '/products',
    },
    about: {
      mode: 'own',
      tag: aboutTag,
      tag_ne: aboutTagNe,
      title: aboutTitle,
      title_ne: aboutTitleNe,
      text: aboutText,
      text_ne: aboutTextNe,
      visit,
      visit_ne: visitNe,
      figures: [
        figure('2025', 'aboutFounded'),
        figure('100+', 'aboutProducts'),
        figure('500+', 'aboutCustomers'),
        figure('24/7', 'aboutSupport'),
      ],
    },
    testimonials: {
      mode: 'own',
      items: testimonials.map(({ id, rating, product }) => testimonial(id, rating, product)),
    },
  };
}
