import type { PayLinkView } from '@pasal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne, sharedMessages } from '../../i18n/catalogues/ne';
import { answer, fakeApi, renderAt } from '../../testing';
import { PayLinkPage } from './pay-link-page';

// The payment link's page (issue #36): the order and its total without signing in, a choice of
// eSewa or Khalti before Pay, the provider's return confirmed against the link, and the words for a
// paid, closed or unknown link.

const redirects = vi.hoisted(() => ({ goToKhalti: vi.fn(), postEsewaForm: vi.fn() }));
vi.mock('../payments/redirect-to-provider', () => redirects);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
const VIEW_PATH = `/api/v1/pay-links/${TOKEN}/`;

const payable: PayLinkView = {
  state: 'payable',
  shop_name: 'Pasal',
  customer_first_name: 'Maya',
  lines: [{ name: 'Radio (Black)', quantity: 2, line_total: 4000 }],
  subtotal: 4000,
  delivery_charge: 100,
  discount: 0,
  tax_amount: 0,
  grand_total: 4100,
  delivery_place: 'Lambagar, Kathmandu-26, Kathmandu',
  transaction_id: null,
  gateways: ['Esewa', 'Khalti'],
  expires_at: '2026-12-08T10:00:00.000Z',
  problem: null,
  order_status: null,
  payment_status: null,
};

const awaiting: PayLinkView = { ...payable, state: 'awaiting_payment', transaction_id: 'PSL-9' };

function show(path = `/pay/${TOKEN}`) {
  renderAt(path, '/pay/:token', <PayLinkPage />);
}

afterEach(() => activateLocale('en', en));

describe('the payment link page', () => {
  it('shows the order and asks for a provider before paying, then goes to Khalti', async () => {
    const calls = fakeApi(
      answer('GET', VIEW_PATH, 200, { data: payable }),
      answer('POST', `/api/v1/pay-links/${TOKEN}/pay/`, 200, {
        data: {
          order: { transaction_id: 'PSL-1' },
          payment: { gateway: 'Khalti', payment_url: 'http://pay.test/k', pidx: 'p1', expires_at: '' },
        },
      }),
    );
    show();
    expect(await screen.findByRole('heading', { name: 'Pay for your order' })).toBeVisible();
    expect(screen.getByText('Radio (Black) × 2')).toBeVisible();
    expect(screen.getByText('Delivery: Lambagar, Kathmandu-26, Kathmandu')).toBeVisible();
    const pay = screen.getByRole('button', { name: 'Pay Rs. 4,100' });
    await userEvent.click(pay);
    expect(await screen.findByText('Choose eSewa or Khalti first')).toBeVisible();
    expect(calls.posts(`/api/v1/pay-links/${TOKEN}/pay/`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Khalti' }));
    await userEvent.click(pay);
    await vi.waitFor(() => expect(redirects.goToKhalti).toHaveBeenCalledWith('http://pay.test/k'));
    expect(calls.posts(`/api/v1/pay-links/${TOKEN}/pay/`)[0]?.body).toEqual({ payment_gateway: 'Khalti' });
  });

  it("puts the focus on the choice it asks for, and the refusal in the choice's description", async () => {
    const calls = fakeApi(answer('GET', VIEW_PATH, 200, { data: payable }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Rs. 4,100' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose eSewa or Khalti first');
    expect(screen.getByRole('radio', { name: 'eSewa' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Choose how to pay' })).toHaveAccessibleDescription(
      'Choose eSewa or Khalti first',
    );
    expect(calls.writes()).toHaveLength(0);
    // Choosing takes the message away.
    await userEvent.click(screen.getByRole('radio', { name: 'eSewa' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal of the choice at the choice, with the focus there", async () => {
    fakeApi(
      answer('GET', VIEW_PATH, 200, { data: { ...payable, gateways: ['Esewa'] } }),
      answer('POST', `/api/v1/pay-links/${TOKEN}/pay/`, 400, {
        message: 'Choose eSewa or Khalti first',
        errors: { payment_gateway: 'Choose eSewa or Khalti first' },
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Rs. 4,100' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose eSewa or Khalti first');
    expect(screen.getByRole('group', { name: 'Choose how to pay' })).toContainElement(alert);
    expect(screen.getByRole('radio', { name: 'eSewa' })).toHaveFocus();
  });

  it('asks for the choice in Nepali', async () => {
    activateLanguage('ne', ne, sharedMessages);
    fakeApi(answer('GET', VIEW_PATH, 200, { data: payable }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: /रु/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('पहिले eSewa वा Khalti छान्नुहोस्');
  });

  it('confirms what Khalti brought back against the link, then shows the order paid', async () => {
    let paid = false;
    const calls = fakeApi(
      answer('POST', `/api/v1/pay-links/${TOKEN}/confirm/`, 200, () => {
        paid = true;
        return { data: { outcome: 'paid', message: 'Payment successful', order: { payment_gateway: 'Khalti' } } };
      }),
      answer('GET', VIEW_PATH, 200, () => ({
        data: paid ? { ...payable, state: 'paid', transaction_id: 'PSL-9', payment_status: 'paid' } : payable,
      })),
    );
    show(`/pay/${TOKEN}?pidx=p1&status=Completed&purchase_order_id=PSL-9`);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect(screen.getByText(/order PSL-9 is paid/)).toBeVisible();
    expect(calls.posts(`/api/v1/pay-links/${TOKEN}/confirm/`)[0]?.body).toEqual({ pidx: 'p1', status: 'Completed' });
  });

  it('shows the order paid when a read of the link started beside the confirmation would answer it unpaid', async () => {
    // A busy phone: a read that reaches the server before the payment is recorded, and answers
    // after the confirmation does, must not be what the page shows.
    let paid = false;
    let confirmed = () => {};
    const confirmation = new Promise<void>((resolve) => (confirmed = resolve));
    fakeApi(
      answer('POST', `/api/v1/pay-links/${TOKEN}/confirm/`, 200, () => {
        paid = true;
        confirmed();
        return { data: { outcome: 'paid', message: 'Payment successful', order: { payment_gateway: 'Khalti' } } };
      }),
      async (call) => {
        if (call.method !== 'GET' || call.path !== VIEW_PATH) return undefined;
        const paidWhenAsked = paid;
        await confirmation;
        await new Promise((resolve) => setTimeout(resolve, 50));
        const view = paidWhenAsked ? { ...payable, state: 'paid', transaction_id: 'PSL-9' } : awaiting;
        return { status: 200, body: { data: view } };
      },
    );
    // A return of its own: the page confirms a return once per page load (api.ts), across tests too.
    show(`/pay/${TOKEN}?pidx=p2&status=Completed&purchase_order_id=PSL-9`);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  });

  it("says when a payment came back unfinished, and offers the order's own provider again", async () => {
    fakeApi(
      answer('GET', VIEW_PATH, 200, {
        data: { ...payable, state: 'awaiting_payment', transaction_id: 'PSL-3', gateways: ['Esewa'] },
      }),
    );
    show(`/pay/${TOKEN}?failed=1`);
    expect(await screen.findByText(/The payment was not completed/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'eSewa' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Khalti' })).toBeNull();
  });

  it('says why an unknown or expired link cannot be paid', async () => {
    fakeApi(
      answer('GET', VIEW_PATH, 404, {
        code: 'pay_link_not_found',
        message: 'This payment link is not valid or has expired: ask the shop for a new one',
      }),
    );
    show();
    expect(await screen.findByRole('heading', { name: 'This link cannot be paid' })).toBeVisible();
    expect(screen.getByText('This payment link is not valid or has expired: ask the shop for a new one')).toBeVisible();
  });
});
