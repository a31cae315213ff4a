import type { AdminProduct, SessionUser } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as EditorRoute } from '../../routes/staff/product-editor';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The editor's Nepali fields (issue #30): each English text has its Nepali beside it, labelled in
// both languages; they open with what is stored, are sent with the product, and cleared by
// emptying them. A category gets its Nepali name on the categories screen.

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const audit = { data: [], count: 0, page: 1, total_pages: 1 };
const product = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 3,
  name: 'Galaxy A55',
  slug: 'galaxy-a55',
  status: 'active',
  category_id: 1,
  brand_id: 2,
  short_description: 'A phone.',
  short_description_ne: '',
  long_description: 'Long text.',
  long_description_ne: '',
  specifications: [
    { title: 'Battery', answer: '5000 mAh', title_ne: '', answer_ne: '' },
    { title: 'Screen', answer: '6.6 in', title_ne: '', answer_ne: '' },
  ],
  price: 50000,
  discount_price: 45000,
  bulk_discounts: [],
  delivery_price: 100,
  delivery_detail: 'Valley in 2 days',
  delivery_detail_ne: '',
  colors: [{ id: 11, color_name: 'Black', color_name_ne: '', hex_code: '#000000', quantity: 4, image_id: null }],
  total_quantity: 4,
  is_featured: false,
  serialised: false,
  warranty_months: 12,
  low_stock_threshold: null,
  shop_low_stock_threshold: 5,
  barcode: null,
  images: [],
  old_slugs: ['galaxy-a55-old'],
  version: 4,
  created_at: '2025-05-01T10:00:00.000Z',
  updated_at: '2025-05-01T10:00:00.000Z',
  ...overrides,
});
const lookups = [
  on('GET', '/api/v1/admin/categories/', {
    status: 200,
    body: {
      data: [
        { id: 1, name: 'Smartphones', slug: 'smartphones', image: '/x.svg', position: 0, product_count: 1 },
        { id: 5, name: 'Speakers', slug: 'speakers', image: '/y.svg', position: 1, product_count: 0 },
      ],
    },
  }),
  on('GET', '/api/v1/admin/brands/', {
    status: 200,
    body: { data: [{ id: 2, name: 'Samsung', slug: 'samsung', product_count: 1 }] },
  }),
  on('GET', '/api/v1/admin/products/3/audit/?page=1', { status: 200, body: audit }),
];

afterEach(() => {
  resetSession();
});

function renderEditor(path: string) {
  return renderRoutes(
    [{ path: '/staff/products/:id', element: <EditorRoute /> }, probe('/staff/products'), probe('/login')],
    { pathname: path },
  );
}

const nepali = (): AdminProduct =>
  product({
    short_description_ne: 'एउटा फोन।',
    delivery_detail_ne: 'उपत्यकामा २ दिनमा',
    specifications: [
      { title: 'Battery', answer: '5000 mAh', title_ne: 'ब्याट्री', answer_ne: '' },
      { title: 'Screen', answer: '6.6 in', title_ne: '', answer_ne: '' },
    ],
    colors: [{ id: 11, color_name: 'Black', color_name_ne: 'कालो', hex_code: '#000000', quantity: 4, image_id: null }],
  });

describe('the product editor in Nepali', () => {
  it('shows each Nepali text beside its English, labelled in both languages', async () => {
    signInAs(admin);
    fakeApi(on('GET', '/api/v1/admin/products/3/', { status: 200, body: { data: nepali() } }), ...lookups);
    renderEditor('/staff/products/3');
    const short = await screen.findByRole('textbox', { name: /^Nepali short description \(नेपालीमा छोटो विवरण\)/ });
    expect(short).toHaveValue('एउटा फोन।');
    expect(short).toHaveAttribute('lang', 'ne');
    expect(screen.getByRole('textbox', { name: /^Nepali long description/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Nepali delivery text/ })).toHaveValue('उपत्यकामा २ दिनमा');
    const battery = screen.getByRole('group', { name: 'Specification 1' });
    expect(within(battery).getByRole('textbox', { name: /^Nepali name \(नेपालीमा नाम\)/ })).toHaveValue('ब्याट्री');
    expect(within(battery).getByRole('textbox', { name: /^Nepali value/ })).toHaveValue('');
    const black = screen.getByRole('group', { name: 'Colour 1' });
    expect(within(black).getByRole('textbox', { name: /^Nepali colour name \(नेपालीमा रङको नाम\)/ })).toHaveValue(
      'कालो',
    );
  });

  it('sends the Nepali texts with the product, and an emptied one as blank (none)', async () => {
    signInAs(admin);
    let current = nepali();
    const api = fakeApi(
      ...lookups,
      (call) =>
        call.method === 'GET' && call.path === '/api/v1/admin/products/3/'
          ? { status: 200, body: { data: current } }
          : undefined,
      on('PUT', '/api/v1/admin/products/3/', () => {
        current = { ...current, version: 5 };
        return { status: 200, body: { data: current, message: 'Galaxy A55 saved' } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderEditor('/staff/products/3');
    const long = await screen.findByRole('textbox', { name: /^Nepali long description/ });
    await user.type(long, 'लामो विवरण।');
    await user.clear(screen.getByRole('textbox', { name: /^Nepali delivery text/ }));
    const screenRow = screen.getByRole('group', { name: 'Specification 2' });
    await user.type(within(screenRow).getByRole('textbox', { name: /^Nepali name/ }), 'स्क्रिन');
    const black = screen.getByRole('group', { name: 'Colour 1' });
    const colour = within(black).getByRole('textbox', { name: /^Nepali colour name/ });
    await user.clear(colour);
    await user.type(colour, 'गाढा कालो');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.to('PUT', '/api/v1/admin/products/3/')).toHaveLength(1));
    expect(api.to('PUT', '/api/v1/admin/products/3/')[0]!.body).toMatchObject({
      short_description_ne: 'एउटा फोन।',
      long_description_ne: 'लामो विवरण।',
      delivery_detail_ne: '',
      specifications: [
        { title: 'Battery', answer: '5000 mAh', title_ne: 'ब्याट्री', answer_ne: '' },
        { title: 'Screen', answer: '6.6 in', title_ne: 'स्क्रिन', answer_ne: '' },
      ],
      colors: [{ id: 11, color_name: 'Black', color_name_ne: 'गाढा कालो' }],
    });
  });

  it('gives a new specification and colour empty Nepali fields', async () => {
    signInAs(admin);
    fakeApi(on('GET', '/api/v1/admin/products/3/', { status: 200, body: { data: product() } }), ...lookups);
    const user = userEvent.setup({ delay: null });
    renderEditor('/staff/products/3');
    await user.click(await screen.findByRole('button', { name: 'Add specification' }));
    const added = screen.getByRole('group', { name: 'Specification 3' });
    expect(within(added).getByRole('textbox', { name: /^Nepali name/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add colour' }));
    const colour = screen.getByRole('group', { name: 'Colour 2' });
    expect(within(colour).getByRole('textbox', { name: /^Nepali colour name/ })).toHaveValue('');
  });
});
