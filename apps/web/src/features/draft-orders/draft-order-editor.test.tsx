import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as EditorRoute } from '../../routes/staff/draft-order-editor';
import {
  answer,
  counterCharger,
  fakeApi,
  page,
  probe,
  quoteOf,
  renderRoutes,
  resetSession,
  shopper,
  signInAs,
} from '../../testing';
import { customerRow, draftOf } from './test-fixtures';

// The draft order editor (issue #36): a new draft is built from a customer search, a product
// search, pickup and how it came in, checked before sending and saved with the right body; the
// server's totals show, and its refusals (a bad coupon, short stock) in its words; a saved draft is
// confirmed as cash on delivery (the order number links to the desk), sent a payment link (the
// link shown to copy) or cancelled.

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => resetSession());

const DRAFTS = '/api/v1/admin/draft-orders/';
const DRAFT = '/api/v1/admin/draft-orders/12/';
const QUOTE = '/api/v1/admin/draft-orders/quote/';
const CUSTOMERS = /^\/api\/v1\/admin\/customers\/\?q=/;
const PRODUCTS = /^\/api\/v1\/admin\/counter-sales\/products\/\?q=/;

const chargerQuote = quoteOf({
  lines: [
    {
      product_id: 7,
      color_id: null,
      product_name: 'Fast charger 25W',
      color_name: null,
      quantity: 1,
      unit_price: 1500,
      line_total: 1500,
      delivery_price: 0,
    },
  ],
  subtotal: 1500,
  delivery_charge: 0,
  grand_total: 1500,
});

const searches = [
  answer('GET', CUSTOMERS, 200, { data: [customerRow], count: 1, page: 1, total_pages: 1 }),
  answer('GET', PRODUCTS, 200, { data: [counterCharger], exact: true, tax_percentage: 0 }),
];

function renderEditor(pathname: string) {
  signInAs({ ...shopper, role: 'staff' });
  return renderRoutes(
    [
      page('/staff/orders/drafts/new', <EditorRoute />),
      page('/staff/orders/drafts/:id', <EditorRoute />),
      probe('/staff/orders'),
      // Signed out at the end of each test, the staff guard sends the page here.
      probe('/login'),
    ],
    { pathname },
  );
}

describe('a new draft order', () => {
  it('says what is missing before sending anything', async () => {
    const calls = fakeApi(...searches);
    renderEditor('/staff/orders/drafts/new');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose the customer, or add them')).toBeVisible();
    expect(screen.getByText('Add an item: find a product above')).toBeVisible();
    expect(calls.writes()).toHaveLength(0);
  });

  it('is built from the searches, shows the server’s totals and is saved with the right body', async () => {
    const calls = fakeApi(
      ...searches,
      answer('POST', QUOTE, 200, { data: chargerQuote }),
      answer('POST', DRAFTS, 201, { data: draftOf(), message: 'Draft saved' }),
      answer('GET', DRAFT, 200, { data: draftOf() }),
    );
    renderEditor('/staff/orders/drafts/new');
    expect(screen.getByRole('heading', { name: 'New draft order', level: 1 })).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: /Find a customer/ }), 'sita{Enter}');
    const matches = await screen.findByRole('list', { name: 'Customers matching “sita”' });
    await userEvent.click(within(matches).getByRole('button', { name: /Sita Sharma/ }));
    expect(screen.getByTestId('draft-customer')).toHaveTextContent('Sita Sharma');
    // The recipient is filled in from the customer, and stays editable.
    expect(screen.getByLabelText(/First name/)).toHaveValue('Sita');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Sharma');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('9841234567');

    await userEvent.type(screen.getByLabelText('Find a product'), 'fast-charger-25w{Enter}');
    const items = await screen.findByRole('list', { name: 'Items of the draft' });
    expect(within(items).getByText('Fast charger 25W')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Store pickup' }));
    await userEvent.selectOptions(screen.getByLabelText(/How it came in/), 'viber');
    await userEvent.type(screen.getByLabelText(/Note for staff/), 'Rang at 10, wants it by Friday');

    // The server's figures, asked for once the draft stops changing.
    await waitFor(() => expect(screen.getByTestId('draft-total')).toHaveTextContent('Rs. 1,500'));
    expect(within(items).getByText('Rs. 1,500 each')).toBeVisible();
    expect(calls.posts(QUOTE).at(-1)?.body).toEqual({
      customer_id: 42,
      lines: [{ product_id: 7, color_id: null, quantity: 1 }],
      delivery_method: 'pickup',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { name: 'Draft order #12', level: 1 })).toBeVisible();
    expect(calls.posts(DRAFTS)).toHaveLength(1);
    expect(calls.posts(DRAFTS)[0]?.body).toEqual({
      customer_id: 42,
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
      lines: [{ product_id: 7, color_id: null, quantity: 1 }],
      coupon_code: null,
      notes: '',
      source: 'viber',
      staff_note: 'Rang at 10, wants it by Friday',
    });
    expect(await screen.findByText('Draft saved')).toBeVisible();
  });

  it("fills the place and the phone from the customer's address book", async () => {
    fakeApi(
      ...searches,
      answer('GET', '/api/v1/admin/draft-orders/customers/42/addresses/', 200, {
        data: [
          {
            id: 5,
            label: 'Office',
            full_name: 'Sita Sharma',
            phone: '9801234567',
            province_id: 4,
            district_id: 38,
            local_level_id: 414,
            ward: 6,
            tole: 'Lakeside',
            landmark: 'Above the bank',
            postal_code: null,
            is_default: true,
            created_at: '2026-11-01T00:00:00.000Z',
            updated_at: '2026-11-01T00:00:00.000Z',
          },
        ],
        limit: 10,
      }),
    );
    renderEditor('/staff/orders/drafts/new');
    await userEvent.type(screen.getByRole('searchbox', { name: /Find a customer/ }), 'sita{Enter}');
    const matches = await screen.findByRole('list', { name: 'Customers matching “sita”' });
    await userEvent.click(within(matches).getByRole('button', { name: /Sita Sharma/ }));
    const book = await screen.findByRole('list', { name: 'From the customer’s address book' });
    expect(within(book).getByText(/Lakeside/)).toBeVisible();
    await userEvent.click(within(book).getByRole('button', { name: 'Use Office' }));
    expect(await screen.findByRole('textbox', { name: /Street \/ Tole/ })).toHaveValue('Lakeside');
    expect(screen.getByRole('textbox', { name: /Landmark/ })).toHaveValue('Above the bank');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('9801234567');
    expect(screen.getByRole('combobox', { name: /Province/ })).toHaveValue('4');
  });

  it('adds a new customer, and shows the server’s refusal of an e-mail that has an account', async () => {
    // Refused the first time (the e-mail has an account), added the second.
    let tries = 0;
    fakeApi((call) => {
      if (call.method !== 'POST' || call.path !== '/api/v1/admin/draft-orders/customers/') return undefined;
      tries += 1;
      return tries === 1
        ? { status: 409, body: { message: 'This e-mail already has an account: search for it' } }
        : {
            status: 201,
            body: {
              data: { id: 77, name: 'Ram Thapa', email: 'ram@example.com', phone: '9801234567' },
              message: 'Customer added',
            },
          };
    });
    renderEditor('/staff/orders/drafts/new');
    await userEvent.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Ram');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Thapa');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'ram@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '9801234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText('This e-mail already has an account: search for it')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('draft-customer')).toHaveTextContent('Ram Thapa');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ram');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('9801234567');
  });

  it('shows the server’s refusal of a coupon in the totals', async () => {
    fakeApi(
      ...searches,
      answer('POST', QUOTE, 422, (call) =>
        (call.body as { coupon_code?: string }).coupon_code
          ? { message: 'This coupon has expired', errors: { coupon_code: 'This coupon has expired' } }
          : { data: chargerQuote },
      ),
    );
    renderEditor('/staff/orders/drafts/new');
    await userEvent.type(screen.getByLabelText('Find a product'), 'fast-charger-25w{Enter}');
    await screen.findByRole('list', { name: 'Items of the draft' });
    await userEvent.type(screen.getByLabelText(/Coupon code/), 'dashain');
    expect(await screen.findByText('This coupon has expired')).toBeVisible();
    expect(screen.queryByTestId('draft-total')).not.toBeInTheDocument();
  });
});

describe('a saved draft', () => {
  it('is confirmed as cash on delivery and links to the order it became', async () => {
    const calls = fakeApi(
      answer('GET', DRAFT, 200, { data: draftOf() }),
      answer('POST', QUOTE, 200, { data: chargerQuote }),
      answer('POST', '/api/v1/admin/draft-orders/12/confirm/', 200, {
        data: draftOf({ state: 'ordered', transaction_id: 'PSL-DRAFT00001', payment_gateway: 'COD' }),
        message: 'Order placed as cash on delivery',
      }),
    );
    renderEditor('/staff/orders/drafts/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm as cash on delivery' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm as cash on delivery?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place the order' }));

    const order = await screen.findByRole('link', { name: 'PSL-DRAFT00001' });
    expect(order).toHaveAttribute('href', '/staff/orders?order=PSL-DRAFT00001');
    expect(screen.getByText(/^Order placed as cash on delivery:/)).toBeVisible();
    expect(screen.getByText('Ordered')).toBeVisible();
    expect(calls.posts('/api/v1/admin/draft-orders/12/confirm/')).toHaveLength(1);
    expect(calls.posts('/api/v1/admin/draft-orders/12/confirm/')[0]?.body).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when the stock is short, and stays a draft', async () => {
    fakeApi(
      answer('GET', DRAFT, 200, { data: draftOf() }),
      answer('POST', QUOTE, 200, { data: chargerQuote }),
      answer('POST', '/api/v1/admin/draft-orders/12/confirm/', 409, {
        message: 'Only 0 left of Fast charger 25W',
      }),
    );
    renderEditor('/staff/orders/drafts/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm as cash on delivery' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Only 0 left of Fast charger 25W')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeVisible();
  });

  it('sends a payment link by the ways chosen and shows the link to copy', async () => {
    const url = 'http://localhost:3000/pay/abcdefghijklmnopqrstuvwxyz012345';
    const calls = fakeApi(
      answer('GET', DRAFT, 200, { data: draftOf() }),
      answer('POST', QUOTE, 200, { data: chargerQuote }),
      answer('POST', '/api/v1/admin/draft-orders/12/send-link/', 200, {
        data: {
          draft: draftOf({ link_sent_at: '2026-11-30T05:00:00.000Z', link_expires_at: '2026-12-07T05:00:00.000Z' }),
          url,
          sms: false,
          email: true,
        },
        message: 'Payment link sent',
      }),
    );
    renderEditor('/staff/orders/drafts/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Send payment link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send payment link' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'SMS to 9841234567' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));

    expect(await screen.findByRole('textbox', { name: 'Payment link' })).toHaveValue(url);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(screen.getByText(/^Sent .* by e-mail · works until /)).toBeVisible();
    expect(calls.posts('/api/v1/admin/draft-orders/12/send-link/')[0]?.body).toEqual({ sms: false, email: true });
    expect(screen.getByRole('button', { name: 'Send payment link again' })).toBeVisible();
  });

  it('is cancelled after asking, and then shown read-only', async () => {
    const calls = fakeApi(
      answer('GET', DRAFT, 200, { data: draftOf() }),
      answer('POST', QUOTE, 200, { data: chargerQuote }),
      answer('POST', '/api/v1/admin/draft-orders/12/cancel/', 200, {
        data: draftOf({ state: 'cancelled' }),
        message: 'Draft cancelled',
      }),
    );
    renderEditor('/staff/orders/drafts/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel draft' }));
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What it held' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(calls.posts('/api/v1/admin/draft-orders/12/cancel/')).toHaveLength(1);
  });

  it('is saved with PUT, and the server’s refusals are shown on their fields', async () => {
    const calls = fakeApi(
      answer('GET', DRAFT, 200, { data: draftOf({ coupon_code: 'DASHAIN' }) }),
      answer('POST', QUOTE, 200, { data: chargerQuote }),
      answer('PUT', DRAFT, 422, {
        message: 'This coupon has expired',
        errors: { coupon_code: 'This coupon has expired' },
      }),
    );
    renderEditor('/staff/orders/drafts/12');
    const coupon = await screen.findByLabelText(/Coupon code/);
    expect(coupon).toHaveValue('DASHAIN');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('This coupon has expired')).toBeVisible();
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(calls.to('PUT', DRAFT)[0]?.body).toMatchObject({ customer_id: 42, coupon_code: 'DASHAIN', source: 'viber' });
  });

  it('keeps the actions until the changes on screen are saved', async () => {
    fakeApi(answer('GET', DRAFT, 200, { data: draftOf() }), answer('POST', QUOTE, 200, { data: chargerQuote }));
    renderEditor('/staff/orders/drafts/12');
    const confirm = await screen.findByRole('button', { name: 'Confirm as cash on delivery' });
    expect(confirm).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'One more Fast charger 25W' }));
    expect(confirm).toBeDisabled();
    expect(screen.getByText('Save the changes first: these act on the saved draft.')).toBeVisible();
  });
});
