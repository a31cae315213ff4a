// Built-in content of the home page and the shop's contact details (spec §1, §2 Home, §3).

import { SHOP_ADDRESS } from '@pasal/contract';
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

export const heroSlides: HeroSlide[] = [
  {
    id: 1,
    image: '/hero/latest-gadgets.svg',
    imageAlt: 'A smartphone, a laptop and wireless earbuds',
    title: 'Latest Tech Gadgets',
    subtitle: 'Discover the newest smartphones, laptops and accessories from the brands you trust.',
    ctaText: 'Shop Now',
    ctaLink: '/products',
  },
  {
    id: 2,
    image: '/hero/summer-sale.svg',
    imageAlt: 'Smartphones and accessories with sale tags',
    title: 'Summer Sale',
    subtitle: 'Get up to 40% off on selected smartphones and accessories.',
    ctaText: 'View Offers',
    // The offers themselves: products sold below their list price (issue 18, defect 8).
    ctaLink: '/products?on_sale=1',
  },
  {
    id: 3,
    image: '/hero/gaming-essentials.svg',
    imageAlt: 'A gaming laptop, a headset and a game controller',
    title: 'Gaming Essentials',
    subtitle: 'Level up with gaming laptops, headsets and accessories built for play.',
    ctaText: 'Explore',
    ctaLink: '/products',
  },
];

export interface Testimonial {
  id: number;
  name: string;
  /** Where the shopper lives (spec §3: role is a location). */
  role: string;
  image: string;
  quote: string;
  rating: number;
  product: string;
}

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Aarati Shrestha',
    role: 'Lalitpur',
    image: '/testimonials/aarati.svg',
    quote:
      'My phone arrived the next morning, sealed and genuine. Paying with eSewa took a few seconds and the team answered every question I had.',
    rating: 5,
    product: 'Samsung Galaxy A56 5G',
  },
  {
    id: 2,
    name: 'Bikash Gurung',
    role: 'Pokhara',
    image: '/testimonials/bikash.svg',
    quote:
      'I compared prices everywhere before buying my laptop. Pasal was the best deal, and delivery to Pokhara took just three days.',
    rating: 5,
    product: 'Lenovo IdeaPad Slim 3',
  },
  {
    id: 3,
    name: 'Sujata Thapa',
    role: 'Bhaktapur',
    image: '/testimonials/sujata.svg',
    quote:
      'The earbuds sound great and the battery easily lasts my whole commute. Cash on delivery made my first order stress free.',
    rating: 4,
    product: 'boAt Airdopes 141',
  },
  {
    id: 4,
    name: 'Rohan Karki',
    role: 'Biratnagar',
    image: '/testimonials/rohan.svg',
    quote:
      'The smartwatch had a small issue and support replaced it within a week under warranty. That is the service I expect.',
    rating: 5,
    product: 'Amazfit GTR 4',
  },
];

export interface ShopPromise {
  title: string;
  text: string;
  icon: 'truck' | 'shield' | 'headset' | 'wallet';
}

/** The promise strip (spec §1, §2 Home), worded with the shop's settings (threshold, payment methods). */
export function shopPromises(facts: ShopFacts): ShopPromise[] {
  const several = facts.paymentMethods.length > 1;
  return [
    { title: 'Free Delivery', text: `On orders above ${facts.freeDeliveryThreshold}`, icon: 'truck' },
    { title: '100% Genuine Products', text: 'Sourced from authorised distributors', icon: 'shield' },
    { title: '24/7 Support', text: 'We are here whenever you need us', icon: 'headset' },
    {
      title: several ? 'Multiple Payment Options' : 'Easy Payment',
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

export const aboutBlurb = {
  tag: 'ABOUT PASAL',
  title: 'Your trusted electronics shop since 2025',
  text: 'Pasal was founded in 2025 with one idea: genuine gadgets at honest prices, for everyone in Nepal. Visit our shop in Lambagar, Kathmandu, to try a phone before you buy, or order online and we will deliver anywhere in the country.',
};
