import type { CbmsDocumentStatus, SessionUser } from '@pasal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as StaffOrdersRoute } from '../../routes/staff-orders';
import { fakeApi, on, page, probe, resetSession, shopper, signInAs, staffOrderOf } from '../../testing';

// The staff order page's IRD CBMS box (issue #34): each document's status next to the bill, CBMS's
// answer when it refused one, and a resend.

vi.setConfig({ testTimeout: 20_000 });

const staffer: SessionUser = { ...shopper, id: 7, first_name: 'Ram', last_name: 'Thapa', role: 'staff' };
const ID = 'PSL-7K3M9Q2XTB4N';
const BILL = '2082/83-000042';

afterEach(() => {
  resetSession();
});

const paidOrder = staffOrderOf({ order_status: 'Processing', payment_status: 'paid', payment_gateway: 'Esewa' });

const document = (overrides: Partial<CbmsDocumentStatus>): CbmsDocumentStatus => ({
  kind: 'bill',
  number: BILL,
  status: 'sent',
  attempts: 1,
  last_code: 200,
  last_answer: '200: Success',
  last_attempt_at: '2025-11-25T10:00:00.000Z',
  next_attempt_at: null,
  sent_at: '2025-11-25T10:00:00.000Z',
  ...overrides,
});

function renderOrder() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([page('/staff/orders', <StaffOrdersRoute />), probe('/login')], {
    initialEntries: [`/staff/orders?order=${ID}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('IRD CBMS on the staff order page', () => {
  it('shows a refused bill with CBMS’s answer, and Resend sends it again', async () => {
    signInAs(staffer);
    let resent = false;
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: paidOrder } }),
      on('GET', `/api/v1/admin/orders/${ID}/cbms/`, () => ({
        status: 200,
        body: {
          data: {
            enabled: true,
            documents: [
              resent
                ? document({ status: 'pending', attempts: 0, last_answer: null, sent_at: null })
                : document({
                    status: 'failed',
                    last_code: 100,
                    last_answer: '100: API credentials do not match',
                    next_attempt_at: '2025-11-25T10:01:00.000Z',
                    sent_at: null,
                  }),
            ],
          },
        },
      })),
      on('POST', `/api/v1/admin/orders/${ID}/cbms/resend/`, () => {
        resent = true;
        return {
          status: 202,
          body: { message: 'Queued to be sent to CBMS again', data: document({ status: 'pending' }) },
        };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderOrder();
    const box = await screen.findByRole('region', { name: 'IRD CBMS' });
    expect(await within(box).findByText('Failed')).toBeInTheDocument();
    expect(box).toHaveTextContent(`Bill ${BILL}`);
    expect(box).toHaveTextContent('CBMS answered: 100: API credentials do not match');
    await user.click(within(box).getByRole('button', { name: `Resend to CBMS: Bill ${BILL}` }));
    expect(await screen.findByText('Queued to be sent to CBMS again')).toBeInTheDocument();
    expect(api.posts(`/api/v1/admin/orders/${ID}/cbms/resend/`).map((call) => call.body)).toEqual([
      { kind: 'bill', number: BILL },
    ]);
    expect(await within(box).findByText('Pending')).toBeInTheDocument();
  });

  it('a bill CBMS has shows as sent, with no button', async () => {
    signInAs(staffer);
    fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: paidOrder } }),
      on('GET', `/api/v1/admin/orders/${ID}/cbms/`, {
        status: 200,
        body: { data: { enabled: true, documents: [document({})] } },
      }),
    );
    renderOrder();
    const box = await screen.findByRole('region', { name: 'IRD CBMS' });
    expect(await within(box).findByText('Sent')).toBeInTheDocument();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('says nothing in a shop that does not sync with CBMS', async () => {
    signInAs(staffer);
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: paidOrder } }),
      on('GET', `/api/v1/admin/orders/${ID}/cbms/`, {
        status: 200,
        body: { data: { enabled: false, documents: [document({ status: 'not_queued', attempts: 0, sent_at: null })] } },
      }),
    );
    renderOrder();
    expect(await screen.findByRole('heading', { name: /Order/ })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.to('GET', `/api/v1/admin/orders/${ID}/cbms/`)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'IRD CBMS' })).toBeNull();
  });
});
