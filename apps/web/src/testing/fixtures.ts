import type {
  AdminSettings,
  CounterProduct,
  Order,
  OrderQuote,
  Product,
  ProductSummary,
  StaffOrder,
} from '@pasal/contract';

/** A product card's data for tests. */
export function summary(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    price: 2000,
    discount_price: 1800,
    discount_percentage: 10,
    short_description: '',
    short_description_ne: null,
    delivery_price: 0,
    total_quantity: 3,
    overall_rating: 4,
    total_ratings: 2,
    category_name: 'Earbuds',
    category_name_ne: null,
    category_slug: 'earbuds',
    brand_name: null,
    is_featured: true,
    images: [{ id, image: `/uploads/p${id}.svg`, alt: '' }],
    ...overrides,
  };
}

/** The product the reviews tests show (only what the reviews read). */
export const product = {
  id: 7,
  name: 'Galaxy A55',
  slug: 'galaxy-a55',
  overall_rating: 0,
  total_ratings: 0,
} as Product;

export function quoteOf(overrides: Partial<OrderQuote> = {}): OrderQuote {
  return {
    lines: [
      {
        product_id: 1,
        color_id: null,
        product_name: 'Sound Buds',
        color_name: null,
        quantity: 2,
        unit_price: 2000,
        line_total: 4000,
        delivery_price: 100,
      },
    ],
    subtotal: 4000,
    delivery_charge: 100,
    tax_percentage: 0,
    tax_amount: 0,
    discount: 0,
    coupon_code: null,
    grand_total: 4100,
    currency: 'Npr',
    free_delivery_threshold: 10000,
    delivery: null,
    ...overrides,
  };
}

export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    transaction_id: 'PSL-7K3M9Q2XTB4N',
    created_on: '2025-10-01T10:00:00.000Z',
    payment_gateway: 'COD',
    order_status: 'Pending',
    payment_status: 'unpaid',
    subtotal: 4000,
    delivery_charge: 100,
    tax_percentage: 0,
    tax_amount: 0,
    discount: 0,
    coupon_code: null,
    grand_total: 4100,
    currency: 'Npr',
    first_name: 'Sita',
    last_name: 'Sharma',
    email: 'sita@example.com',
    shipping: {
      country: 'Nepal',
      province: 'Bagmati Province',
      city: 'Kathmandu',
      details_address: 'Lambagar',
      monument: 'Temple',
      postal_code: '44600',
      phone_number: '9841234567',
      province_id: 3,
      district_id: 27,
      district: 'Kathmandu',
      local_level_id: null,
      local_level: '',
      ward: null,
      tole: 'Lambagar',
      landmark: 'Temple',
    },
    delivery_method: 'delivery',
    delivery: {
      method: 'delivery',
      zone_id: 'valley',
      zone_name: 'Inside Kathmandu Valley',
      earliest: null,
      expected_by: null,
    },
    buyer_pan: null,
    notes: '',
    items: [
      {
        product_id: 1,
        product_name: 'Sound Buds',
        product_slug: 'sound-buds',
        image: null,
        color_id: null,
        color_name: null,
        color_name_ne: null,
        unit_price: 2000,
        quantity: 2,
        line_total: 4000,
      },
    ],
    can_cancel: true,
    payment_expires_at: null,
    paid_at: null,
    cancelled_at: null,
    cancel_reason: null,
    tracking: null,
    replacement_for: null,
    timeline: [{ step: 'placed', at: '2025-10-01T10:00:00.000Z' }],
    ...overrides,
  };
}

/**
 * An order's delivery to Kathmandu Metropolitan City ward 26 (Kathmandu district, Bagmati
 * Province), as orders placed with the Nepal address carry it; promised for 2 Dec 2026.
 */
export function kathmanduOrder(overrides: Partial<Order> = {}): Order {
  const order = orderOf();
  return orderOf({
    shipping: {
      ...order.shipping,
      province_id: 3,
      district_id: 27,
      local_level_id: 307,
      ward: 26,
      tole: 'Thamel Marg',
      landmark: '',
      postal_code: '',
    },
    delivery: { ...order.delivery, earliest: '2026-11-30', expected_by: '2026-12-02' },
    ...overrides,
  });
}

/** The settings screen's data for a shop that has never saved (the demo's facts); `settings` overrides some. */
export function adminSettingsOf(
  settings: Partial<AdminSettings['settings']> = {},
  overrides: Partial<Omit<AdminSettings, 'settings'>> = {},
): AdminSettings {
  return {
    settings: {
      name: 'Pasal',
      short_name: '',
      brand_color: '',
      social: { facebook: '', instagram: '', youtube: '', tiktok: '' },
      email: 'hello@pasal.example',
      phone: '+977 9800000000',
      address: 'Lambagar, Tarkeshwor, Kathmandu, Nepal 44600',
      address_ne: '',
      opening_hours: 'Mon - Sat 9AM - 7PM',
      legal_name: 'Pasal Electronics Pvt. Ltd.',
      registration_no: '000000/00/000',
      pan: '000000000',
      grievance_officer: 'Grievance Officer, grievance@pasal.example',
      free_delivery_threshold: 10000,
      standard_delivery_charge: 0,
      payment_methods: ['COD'],
      cod_max_open_orders: 3,
      cod_max_units_per_product: 5,
      return_window_days: 7,
      warranty_return_window_days: 30,
      low_stock_threshold: 5,
      sms: { placed: true, shipped: true, ready_for_pickup: true, delivered: true, cancelled: true },
      ...settings,
    },
    payment_availability: [{ value: 'COD', label: 'Cash on Delivery', available: true, simulated: false }],
    saved: false,
    sms_mode: 'demo',
    updated_at: null,
    ...overrides,
  };
}

/** A product as the staff product search finds it (the counter, draft orders): no colours, 9 in stock. */
export const counterCharger: CounterProduct = {
  product_id: 7,
  name: 'Fast charger 25W',
  sku: 'fast-charger-25w',
  discount_price: 1500,
  bulk_discounts: [],
  stock: 9,
  colors: [],
};

/** An order as the order desk reads it: Sita Sharma's, no payments, history, refunds or edits yet. */
export function staffOrderOf(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    ...orderOf(),
    customer: { id: 42, email: 'sita@example.com', first_name: 'Sita', last_name: 'Sharma', phone: '9841234567' },
    payment_reference: null,
    payments: [],
    history: [],
    allowed_moves: [],
    can_refund: false,
    refundable: null,
    refunds: [],
    credit_notes: [],
    editable_lines: null,
    taken_as_draft: null,
    ...overrides,
  };
}
