import {
  VARIANT_MESSAGES,
  variantName,
  type AdminProduct,
  type AdminVariantFamily,
  type AdminVariantRow,
  type CatalogueAuditList,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as EditorRoute } from '../../routes/staff/product-editor';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The editor's Variants section (issue #35), through the editor's route as an admin opens it.

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const VARIANTS = '/api/v1/admin/products/3/variants/';

const product = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 3,
  name: 'Zorbit X (8GB / 256GB)',
  slug: 'zorbit-x-8gb-256gb',
  status: 'active',
  category_id: 1,
  brand_id: null,
  short_description: 'A phone.',
  short_description_ne: '',
  long_description: '',
  long_description_ne: '',
  specifications: [],
  price: 50000,
  discount_price: 45000,
  bulk_discounts: [],
  delivery_price: 0,
  delivery_detail: '',
  delivery_detail_ne: '',
  colors: [],
  total_quantity: 7,
  is_featured: false,
  serialised: false,
  warranty_months: 12,
  low_stock_threshold: null,
  shop_low_stock_threshold: 5,
  barcode: null,
  images: [],
  old_slugs: [],
  version: 4,
  created_at: '2025-05-01T10:00:00.000Z',
  updated_at: '2025-05-01T10:00:00.000Z',
  ...overrides,
});

const row = (overrides: Partial<AdminVariantRow> = {}): AdminVariantRow => ({
  id: 3,
  name: 'Zorbit X (8GB / 256GB)',
  slug: 'zorbit-x-8gb-256gb',
  status: 'active',
  category: { id: 1, name: 'Smartphones', slug: 'smartphones' },
  brand: null,
  price: 50000,
  discount_price: 45000,
  total_quantity: 7,
  stock_level: 'in',
  low_stock_threshold: 5,
  colors: [],
  is_featured: false,
  image: null,
  version: 4,
  updated_at: '2025-05-01T10:00:00.000Z',
  option_values: ['8GB', '256GB'],
  ...overrides,
});

const zorbit = {
  id: 9,
  name: 'Zorbit X',
  options: [
    { name: 'RAM', name_ne: '' },
    { name: 'Storage', name_ne: '' },
  ],
};
const bigger = row({
  id: 4,
  name: 'Zorbit X (12GB / 512GB)',
  slug: 'zorbit-x-12gb-512gb',
  price: 70000,
  discount_price: 65000,
  total_quantity: 0,
  stock_level: 'out',
  option_values: ['12GB', '512GB'],
});
const blue = row({
  id: 5,
  name: 'Zorbit X (16GB / 1TB)',
  price: 90000,
  discount_price: 90000,
  total_quantity: 5,
  colors: [
    { id: 21, color_name: 'Blue', color_name_ne: '', hex_code: '#1d4ed8', quantity: 2, image_id: null },
    { id: 22, color_name: 'Black', color_name_ne: '', hex_code: '#000000', quantity: 3, image_id: null },
  ],
  option_values: ['16GB', '1TB'],
});
const withFamily: AdminVariantFamily = { family: zorbit, variants: [row(), bigger, blue] };
const noHistory: CatalogueAuditList = { data: [], count: 0, page: 1, total_pages: 1 };

const lookups = [
  on('GET', '/api/v1/admin/categories/', {
    status: 200,
    body: {
      data: [{ id: 1, name: 'Smartphones', slug: 'smartphones', image: '/x.svg', position: 0, product_count: 3 }],
    },
  }),
  on('GET', '/api/v1/admin/brands/', { status: 200, body: { data: [] } }),
];

afterEach(() => {
  resetSession();
});

function renderEditor() {
  return renderRoutes(
    [{ path: '/staff/products/:id', element: <EditorRoute /> }, probe('/staff/products'), probe('/login')],
    { pathname: '/staff/products/3' },
  );
}

/** The editor's product and its history, answered as they are at the time of asking. */
function editorRoutes(state: { product: AdminProduct; audit?: CatalogueAuditList }) {
  return [
    ...lookups,
    on('GET', '/api/v1/admin/products/3/', () => ({ status: 200, body: { data: state.product } })),
    on('GET', '/api/v1/admin/products/3/audit/?page=1', () => ({ status: 200, body: state.audit ?? noHistory })),
  ];
}

const section = () => screen.findByRole('region', { name: 'Variants' });

describe('the Variants section of the product editor', () => {
  it('without a family, names the options: the name without its configuration and the values come prefilled', async () => {
    signInAs(admin);
    let family: AdminVariantFamily = { family: null, variants: [row({ option_values: [] })] };
    const api = fakeApi(
      ...editorRoutes({ product: product() }),
      on('GET', VARIANTS, () => ({ status: 200, body: { data: family } })),
      on('PUT', VARIANTS, (call) => {
        const body = call.body as { name: string; options: { name: string; name_ne: string }[]; values: string[] };
        family = { family: { id: 9, ...body }, variants: [row({ option_values: body.values })] };
        return { status: 200, body: { data: family, message: 'Options saved' } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const panel = await section();
    expect(await within(panel).findByText(/Sold in configurations, such as 8GB \/ 256GB/)).toBeInTheDocument();
    const form = within(panel).getByRole('form', { name: 'Name the options' });
    expect(within(form).getByRole('textbox', { name: 'Product name without the configuration' })).toHaveValue(
      'Zorbit X',
    );
    const first = within(form).getByRole('group', { name: 'Option 1' });
    const second = within(form).getByRole('group', { name: 'Option 2' });
    expect(within(first).getByRole('textbox', { name: /This product’s value/ })).toHaveValue('8GB');
    expect(within(second).getByRole('textbox', { name: /This product’s value/ })).toHaveValue('256GB');

    // The contract's messages first, on the field, which takes the focus.
    await user.click(within(form).getByRole('button', { name: 'Save options' }));
    const ramName = within(first).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(ramName).toHaveAccessibleDescription(new RegExp(VARIANT_MESSAGES.optionNameRequired)));
    expect(ramName).toHaveFocus();
    expect(api.to('PUT', VARIANTS)).toHaveLength(0);

    await user.type(ramName, 'RAM');
    await user.type(within(first).getByRole('textbox', { name: /^Nepali name/ }), 'र्‍याम');
    await user.type(within(second).getByRole('textbox', { name: /^Name/ }), 'Storage');
    await user.click(within(form).getByRole('button', { name: 'Save options' }));
    await waitFor(() => expect(api.to('PUT', VARIANTS)).toHaveLength(1));
    expect(api.to('PUT', VARIANTS)[0]!.body).toEqual({
      name: 'Zorbit X',
      options: [
        { name: 'RAM', name_ne: 'र्‍याम' },
        { name: 'Storage', name_ne: '' },
      ],
      values: ['8GB', '256GB'],
    });
    expect(await screen.findByText('Options saved')).toBeInTheDocument();
    // The family is made: the table of its variants shows this one.
    const table = await within(panel).findByRole('table', { name: 'Variants of Zorbit X' });
    expect(within(table).getByRole('rowheader', { name: /8GB \/ 256GB/ })).toHaveTextContent('This product');
  });

  it('with a family, shows each variant with its values, status, prices and stock', async () => {
    signInAs(admin);
    fakeApi(...editorRoutes({ product: product() }), on('GET', VARIANTS, { status: 200, body: { data: withFamily } }));
    renderEditor();
    const panel = await section();
    const table = await within(panel).findByRole('table', { name: 'Variants of Zorbit X' });
    expect(within(table).getByRole('columnheader', { name: 'Variant (RAM / Storage)' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // This product's row is marked and not a link; the others open their editors.
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('8GB / 256GBThis product');
    expect(within(rows[0]!).queryByRole('link', { name: '8GB / 256GB' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: '12GB / 512GB' })).toHaveAttribute('href', '/staff/products/4');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Change price of Zorbit X (12GB / 512GB): Rs. 70,000' }),
    ).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: /^Change status of Zorbit X \(12GB \/ 512GB\): Active/ }),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Out of stock')).toBeInTheDocument();
    // Stock sold by colour is read here and changed in the variant's editor.
    expect(within(rows[2]!).queryByRole('button', { name: /^Change stock/ })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Blue').closest('li')).toHaveTextContent('Blue2');
    expect(within(rows[2]!).queryByText(/stock$/)).not.toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('link', {
        name: 'Change the stock of Zorbit X (16GB / 1TB) per colour, in its editor',
      }),
    ).toHaveAttribute('href', '/staff/products/5');
    // Options can be renamed, not added, while other variants exist.
    const options = within(panel).getByRole('form', { name: 'Options' });
    expect(within(options).getByRole('group', { name: 'Option 2' })).toBeInTheDocument();
    expect(within(options).queryByRole('button', { name: 'Add option' })).not.toBeInTheDocument();
  });

  it('adds a variant: a combination another variant has is refused on the values, which take the focus', async () => {
    signInAs(admin);
    let family = withFamily;
    const api = fakeApi(
      ...editorRoutes({ product: product() }),
      on('GET', VARIANTS, () => ({ status: 200, body: { data: family } })),
      on('POST', VARIANTS, (call) => {
        const body = call.body as { values: string[] };
        if (body.values[0] === '12GB')
          return {
            status: 409,
            body: {
              message: VARIANT_MESSAGES.combinationTaken,
              errors: { values: VARIANT_MESSAGES.combinationTaken },
            },
          };
        const made = row({ id: 6, name: `Zorbit X (${body.values.join(' / ')})`, option_values: body.values });
        family = { ...withFamily, variants: [...withFamily.variants, made] };
        return {
          status: 201,
          body: {
            data: family,
            message: `Zorbit X (${body.values.join(' / ')}) created`,
          },
        };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const panel = await section();
    await user.click(await within(panel).findByRole('button', { name: 'Add a variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a variant of “Zorbit X”' });
    const ram = within(dialog).getByRole('textbox', { name: 'RAM' });
    const storage = within(dialog).getByRole('textbox', { name: 'Storage' });
    expect(ram).toHaveFocus();
    // This product's prices to start from.
    expect(within(dialog).getByRole('spinbutton', { name: 'Price (Rs.)' })).toHaveValue(50000);
    await user.type(ram, '12GB');
    await user.type(storage, '512GB');
    // Named as the server will name it (the contract's variantName).
    expect(
      within(dialog).getByText(`It will be called “${variantName('Zorbit X', ['12GB', '512GB'])}”.`),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Price (Rs.)' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Price (Rs.)' }), '70000');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Stock (units)' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add variant' }));
    await waitFor(() => expect(api.to('POST', VARIANTS)).toHaveLength(1));
    expect(api.to('POST', VARIANTS)[0]!.body).toEqual({
      values: ['12GB', '512GB'],
      price: 70000,
      discount_price: 45000,
      stock: 5,
    });
    await waitFor(() => expect(ram).toHaveAccessibleDescription(VARIANT_MESSAGES.combinationTaken));
    expect(ram).toHaveAttribute('aria-invalid', 'true');
    expect(storage).toHaveAccessibleDescription(VARIANT_MESSAGES.combinationTaken);
    expect(ram).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.clear(ram);
    await user.type(ram, '16GB');
    await user.clear(storage);
    await user.type(storage, '512GB');
    await user.click(within(dialog).getByRole('button', { name: 'Add variant' }));
    expect(await screen.findByText('Zorbit X (16GB / 512GB) created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(panel).findByRole('link', { name: '16GB / 512GB' })).toHaveAttribute(
      'href',
      '/staff/products/6',
    );
  });

  it('sets the price of the ticked variants, one PATCH each, and names a variant the server refused', async () => {
    signInAs(admin);
    const state = { product: product() };
    const api = fakeApi(
      ...editorRoutes(state),
      on('GET', VARIANTS, { status: 200, body: { data: withFamily } }),
      on('PATCH', '/api/v1/admin/products/3/quick/', () => {
        state.product = product({ price: 60000, discount_price: 45000, version: 5 });
        return { status: 200, body: { data: row({ price: 60000 }), message: 'Zorbit X (8GB / 256GB) updated' } };
      }),
      on('PATCH', '/api/v1/admin/products/4/quick/', { status: 200, body: { data: { ...bigger, price: 60000 } } }),
      on('PATCH', '/api/v1/admin/products/5/quick/', {
        status: 400,
        body: {
          message: 'The discount price cannot be higher than the price',
          errors: { price: 'The discount price cannot be higher than the price' },
        },
      }),
      on('PUT', '/api/v1/admin/products/3/', (call) => ({
        status: 200,
        body: { data: product({ version: 6 }), message: `saved ${(call.body as { version: number }).version}` },
      })),
    );
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const panel = await section();
    const table = await within(panel).findByRole('table', { name: 'Variants of Zorbit X' });
    const setPrice = within(panel).getByRole('button', { name: 'Set price' });
    expect(setPrice).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: 'Select 8GB / 256GB' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select 16GB / 1TB' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select 12GB / 512GB' }));
    expect(within(panel).getByText('3 selected')).toBeInTheDocument();
    await user.click(setPrice);
    const dialog = await screen.findByRole('dialog', { name: 'Set price for 3 variants' });
    expect(within(dialog).getByRole('spinbutton', { name: 'New price (Rs.)' })).toHaveFocus();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'New price (Rs.)' }), '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Set price' }));

    await waitFor(() => expect(api.writes()).toHaveLength(3));
    // One after the other, in the table's order, each with the one field.
    expect(api.writes().map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', '/api/v1/admin/products/3/quick/', { price: 60000 }],
      ['PATCH', '/api/v1/admin/products/4/quick/', { price: 60000 }],
      ['PATCH', '/api/v1/admin/products/5/quick/', { price: 60000 }],
    ]);
    expect(
      await screen.findByText('Price set for 2 of 3 variants; the others are listed above the table'),
    ).toBeVisible();
    const refused = within(panel).getByRole('alert');
    expect(refused).toHaveTextContent(
      'Not changed:Zorbit X (16GB / 1TB): The discount price cannot be higher than the price',
    );
    // The refused variant stays ticked for another try.
    expect(within(table).getByRole('checkbox', { name: 'Select 16GB / 1TB' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Select 8GB / 256GB' })).not.toBeChecked();

    // This product's price changed here: the editor above takes it, and its new version.
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Price (Rs.)' })).toHaveValue(60000));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('saved 5')).toBeInTheDocument();
  });

  it('takes this product out of its family after asking', async () => {
    signInAs(admin);
    let family = withFamily;
    const api = fakeApi(
      ...editorRoutes({ product: product() }),
      on('GET', VARIANTS, () => ({ status: 200, body: { data: family } })),
      on('DELETE', VARIANTS, () => {
        family = { family: null, variants: [row({ option_values: [] })] };
        return { status: 200, body: { data: family, message: 'Taken out of the variants' } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const panel = await section();
    await user.click(await within(panel).findByRole('button', { name: 'Take out of variants' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Take Zorbit X (8GB / 256GB) out of the variants?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Take out' }));
    expect(await screen.findByText('Taken out of the variants')).toBeInTheDocument();
    expect(api.to('DELETE', VARIANTS)).toHaveLength(1);
    expect(await within(panel).findByRole('form', { name: 'Name the options' })).toBeInTheDocument();
  });

  it('tells the history of the options in sentences, not JSON', async () => {
    signInAs(admin);
    const by = { id: 1, name: 'Hari Owner', email: 'hari@pasal.test' };
    const at = '2025-05-02T09:30:00.000Z';
    const set = { name: 'Zorbit X', options: ['RAM', 'Storage'], values: ['8GB', '256GB'] };
    const audit: CatalogueAuditList = {
      data: [
        { id: 4, field: 'variants', before: { ...set, options: ['Memory', 'Storage'] }, after: null, at, by },
        {
          id: 3,
          field: 'variants',
          before: set,
          after: { ...set, name: 'Zorbit X 5G', options: ['Memory', 'Storage'] },
          at,
          by,
        },
        { id: 2, field: 'variants', before: null, after: set, at, by },
        {
          id: 1,
          field: 'created',
          before: null,
          after: { name: 'Zorbit X (8GB / 256GB)', variant_of: 'Zorbit X (4GB / 128GB)' },
          at,
          by,
        },
      ],
      count: 4,
      page: 1,
      total_pages: 1,
    };
    fakeApi(
      ...editorRoutes({ product: product(), audit }),
      on('GET', VARIANTS, { status: 200, body: { data: withFamily } }),
    );
    renderEditor();
    const history = await screen.findByRole('table', { name: 'Change history' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(5));
    const [, out, renamed, first, created] = within(history).getAllByRole('row');
    expect(out).toHaveTextContent('Taken out of the variants of “Zorbit X” (it was Memory 8GB, Storage 256GB)');
    expect(
      within(renamed!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Family renamed from “Zorbit X” to “Zorbit X 5G”',
      'Options changed from RAM 8GB, Storage 256GB to Memory 8GB, Storage 256GB',
    ]);
    expect(first).toHaveTextContent('Options set: RAM 8GB, Storage 256GB (family “Zorbit X”)');
    expect(created).toHaveTextContent('Product created as a variant of “Zorbit X (4GB / 128GB)”');
    expect(history).not.toHaveTextContent('{');
  });
});
