// The demo's products sold in configurations (issue #35): data only, read by the seed
// (demo-variants.ts) and by the demo's structured specifications (catalog-attributes.ts).

interface DemoVariant {
  values: string[];
  /** MRP and selling price in whole rupees. */
  price: number;
  discountPrice: number;
  /** Units per colour, in the base product's colour order. */
  colorStock: number[];
  /** Specification rows whose answers differ from the base product's (RAM, Storage). */
  specs: Record<string, string>;
}

export interface DemoFamily {
  /** The demo product that becomes the first variant. */
  base: string;
  name: string;
  options: { name: string; nameNe: string }[];
  baseValues: string[];
  variants: DemoVariant[];
}

const RAM = { name: 'RAM', nameNe: 'र्‍याम' };
const STORAGE = { name: 'Storage', nameNe: 'भण्डारण' };

export const demoFamilies: DemoFamily[] = [
  {
    base: 'samsung-galaxy-s24-ultra-12gb-256gb',
    name: 'Samsung Galaxy S24 Ultra',
    options: [RAM, STORAGE],
    baseValues: ['12GB', '256GB'],
    variants: [
      {
        values: ['12GB', '512GB'],
        price: 199999,
        discountPrice: 184999,
        colorStock: [3, 2, 0, 1],
        specs: { Storage: '512GB' },
      },
      {
        values: ['12GB', '1TB'],
        price: 239999,
        discountPrice: 224999,
        colorStock: [0, 0, 0, 0],
        specs: { Storage: '1TB' },
      },
    ],
  },
  {
    base: 'apple-iphone-16-pro-max-256gb',
    name: 'Apple iPhone 16 Pro Max',
    options: [STORAGE],
    baseValues: ['256GB'],
    variants: [
      {
        values: ['512GB'],
        price: 259900,
        discountPrice: 254900,
        colorStock: [2, 2, 1, 0],
        specs: { Storage: '512GB' },
      },
      { values: ['1TB'], price: 299900, discountPrice: 294900, colorStock: [1, 0, 1, 0], specs: { Storage: '1TB' } },
    ],
  },
  {
    base: 'samsung-galaxy-a56-5g-8gb-256gb',
    name: 'Samsung Galaxy A56 5G',
    options: [RAM, STORAGE],
    baseValues: ['8GB', '256GB'],
    variants: [
      {
        values: ['8GB', '128GB'],
        price: 59999,
        discountPrice: 56999,
        colorStock: [6, 4, 2, 1],
        specs: { Storage: '128GB' },
      },
      {
        values: ['12GB', '256GB'],
        price: 69999,
        discountPrice: 66999,
        colorStock: [4, 3, 0, 2],
        specs: { RAM: '12GB' },
      },
    ],
  },
  {
    base: 'apple-macbook-air-13-inch-m3-8gb-256gb',
    name: 'Apple MacBook Air 13-inch M3',
    options: [RAM, STORAGE],
    baseValues: ['8GB', '256GB'],
    variants: [
      {
        values: ['16GB', '256GB'],
        price: 204900,
        discountPrice: 194900,
        colorStock: [2, 1, 2, 0],
        specs: { RAM: '16GB unified memory' },
      },
      {
        values: ['16GB', '512GB'],
        price: 234900,
        discountPrice: 224900,
        colorStock: [1, 1, 1, 1],
        specs: { RAM: '16GB unified memory', Storage: '512GB SSD' },
      },
    ],
  },
];

/** The demo name of a variant: the family's name and its values, as the demo writes them. */
export const demoVariantName = (family: DemoFamily, values: string[]) => `${family.name} (${values.join('/')})`;

export const demoVariantSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Each demo variant's slug → the slug of the demo product it was made from. */
export const demoVariantBases: ReadonlyMap<string, string> = new Map(
  demoFamilies.flatMap((family) =>
    family.variants.map((variant) => [demoVariantSlug(demoVariantName(family, variant.values)), family.base] as const),
  ),
);
