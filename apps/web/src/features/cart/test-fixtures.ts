import type { Product, ProductColor, SessionUser } from '@pasal/contract';

/** A signed-in customer, for the tests of the cart that follows the account. */
export const signedInUser: SessionUser = {
  id: 42,
  email: 'sita@example.com',
  first_name: 'Sita',
  middle_name: '',
  last_name: 'Rai',
  phone: '9841234567',
  role: 'customer',
  email_verified: true,
  phone_verified: false,
};

/** A product as GET api/v1/products/{id}/ answers, for tests. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Sound Buds',
    slug: 'sound-buds',
    price: 2500,
    discount_price: 2000,
    discount_percentage: 20,
    short_description: 'Earbuds',
    short_description_ne: null,
    long_description: 'Earbuds with bass.',
    long_description_ne: null,
    delivery_detail: '',
    delivery_detail_ne: null,
    delivery_price: 100,
    total_quantity: 10,
    overall_rating: 4,
    total_ratings: 3,
    category_name: 'Earbuds',
    category_name_ne: null,
    category_slug: 'earbuds',
    brand_name: 'Acme',
    is_featured: false,
    images: [{ id: 1, image: '/img/buds.webp', alt: 'Sound Buds' }],
    colors: [],
    bulk_discounts: [],
    specifications: [],
    is_active: true,
    ...overrides,
  };
}

export function makeColor(overrides: Partial<ProductColor> = {}): ProductColor {
  return {
    id: 11,
    color_name: 'Black',
    color_name_ne: null,
    hex_code: '#111111',
    is_in_stock: true,
    quantity: 5,
    image_id: null,
    ...overrides,
  };
}

/** Earbuds with an unsorted bulk list: 5+ → 1800 is listed before 3+ → 1900. */
export const bulkBuds = () =>
  makeProduct({
    bulk_discounts: [
      { min_quantity: 5, discount_percentage: 10, discounted_price: 1800 },
      { min_quantity: 3, discount_percentage: 5, discounted_price: 1900 },
    ],
  });
