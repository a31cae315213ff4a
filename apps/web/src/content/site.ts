import { POLICY, type ShopFacts } from './policy-facts';

// About and Contact page content (docs/rules/content.md#about, docs/rules/content.md#contact).

export const FOUNDED_YEAR = 2025;

export const ABOUT_FIGURES = [
  { value: '100+', label: 'Products' },
  { value: '500+', label: 'Happy Customers' },
  { value: '10+', label: 'Brands' },
  { value: '24/7', label: 'Support' },
] as const;

export const ABOUT_MISSION =
  'Our mission is to bring high-quality gadgets to Nepal at the best prices, and to make them accessible to everyone.';

export const ABOUT_STORY = [
  `{shop} started in ${FOUNDED_YEAR} in a small shop in {place}, with a simple frustration: buying a phone or a laptop in Nepal meant comparing prices across a dozen shops and still not knowing whether the product was genuine or its warranty real.`,
  'So we built the shop we wanted to buy from. Every product comes from authorised distributors with its official warranty, every price is the one you pay, and every order is delivered across Nepal, whether you live in the Kathmandu Valley or in Dhangadhi.',
  'Today we serve hundreds of customers with smartphones, laptops and accessories from more than ten brands, and our team is still the same people who answer your calls and messages.',
];

export function aboutValues(facts: ShopFacts) {
  return [
    { title: 'Genuine only', text: "Sourced from authorised distributors, with the manufacturer's warranty." },
    {
      title: 'Honest prices',
      text: `Clear prices in rupees, free delivery on orders above ${facts.freeDeliveryThreshold}.`,
    },
    { title: 'Real support', text: 'Help before and after you buy, including warranty claims.' },
  ] as const;
}

/** OpenStreetMap, opened in a new tab: no third-party script or frame on our pages. */
export const OPENSTREETMAP_URL = `https://www.openstreetmap.org/search?query=${encodeURIComponent('Tarkeshwor, Kathmandu, Nepal')}`;

/** The contact page's short FAQ (docs/rules/content.md#contact). */
export const CONTACT_FAQ = [
  {
    question: 'Do you ship outside Nepal?',
    answer: 'No. We ship only within Nepal, to every province.',
  },
  {
    question: 'What is your return policy?',
    answer: `Most products can be returned within ${POLICY.standardReturnDays} days of delivery in their original condition, with all accessories and packaging.`,
  },
  {
    question: 'Are your products authentic?',
    answer: "Yes. All our products are 100% authentic, from authorised distributors, with the manufacturer's warranty.",
  },
  {
    question: 'How can I track my order?',
    answer: 'Once your order ships we send you its tracking number by e-mail.',
  },
] as const;
