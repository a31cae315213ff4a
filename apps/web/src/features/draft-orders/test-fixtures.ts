import type { AdminCustomerRow, DraftOrder } from '@pasal/contract';

// The draft order screens' test data: a customer found by search and a saved draft.

export const customerRow: AdminCustomerRow = {
  id: 42,
  email: 'sita@example.com',
  first_name: 'Sita',
  last_name: 'Sharma',
  phone: '9841234567',
  role: 'customer',
  state: 'active',
  joined_on: '2026-01-10T08:00:00.000Z',
  order_count: 3,
  total_spent: 12_000,
  last_order_on: null,
};

export function draftOf(overrides: Partial<DraftOrder> = {}): DraftOrder {
  return {
    id: 12,
    state: 'open',
    source: 'viber',
    staff_note: 'Rang at 10, wants it by Friday',
    customer: { id: 42, name: 'Sita Sharma', email: 'sita@example.com', phone: '9841234567' },
    first_name: 'Sita',
    middle_name: '',
    last_name: 'Sharma',
    phone_number: '9841234567',
    delivery_method: 'pickup',
    province_id: null,
    district_id: null,
    local_level_id: null,
    ward: null,
    tole: '',
    landmark: '',
    postal_code: '',
    delivery_place: 'Store pickup',
    lines: [{ product_id: 7, color_id: null, quantity: 1, product_name: 'Fast charger 25W', color_name: null }],
    coupon_code: null,
    notes: '',
    created_by: 'Hari Staff',
    created_at: '2026-11-30T04:15:00.000Z',
    updated_at: '2026-11-30T04:15:00.000Z',
    transaction_id: null,
    order_status: null,
    payment_status: null,
    payment_gateway: null,
    link_sent_at: null,
    link_expires_at: null,
    ...overrides,
  };
}
