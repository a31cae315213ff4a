import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ListRoute } from '../../routes/staff/draft-orders';
import { answer, fakeApi, page, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { draftOf } from './test-fixtures';

// The draft orders list (issue #36): open drafts first, with who, what, how it came in, who took it
// and whether a payment link went; drafts that became orders link to the order desk; the state and
// page are in the address; an empty list says so.

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => resetSession());

const LIST = '/api/v1/admin/draft-orders/';

function renderList() {
  signInAs({ ...shopper, role: 'staff' });
  return renderRoutes(
    [
      page('/staff/orders/drafts', <ListRoute />),
      probe('/staff/orders/drafts/new'),
      probe('/staff/orders'),
      probe('/login'),
    ],
    { pathname: '/staff/orders/drafts' },
  );
}

describe('the draft orders list', () => {
  it('lists the open drafts, then those that became orders, and pages through them', async () => {
    const calls = fakeApi(
      answer('GET', `${LIST}?state=open&page=1`, 200, {
        data: [
          draftOf({
            lines: [
              { product_id: 7, color_id: null, quantity: 1, product_name: 'Fast charger 25W', color_name: null },
              { product_id: 8, color_id: 81, quantity: 1, product_name: 'Galaxy A56', color_name: 'Black' },
            ],
            link_sent_at: '2026-11-30T05:00:00.000Z',
          }),
        ],
        count: 1,
        total_pages: 2,
      }),
      answer('GET', `${LIST}?state=open&page=2`, 200, {
        data: [draftOf({ id: 13, customer: { id: 50, name: 'Ram Thapa', email: 'ram@example.com', phone: '' } })],
        count: 26,
        total_pages: 2,
      }),
      answer('GET', `${LIST}?state=ordered&page=1`, 200, {
        data: [draftOf({ id: 9, state: 'ordered', transaction_id: 'PSL-DRAFT00009' })],
        count: 1,
        total_pages: 1,
      }),
    );
    renderList();
    expect(screen.getByRole('heading', { name: 'Draft orders', level: 1 })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Draft orders' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Sita Sharma' })).toHaveAttribute('href', '/staff/orders/drafts/12');
    expect(row).toHaveTextContent('#12 · 2 items · Viber');
    expect(row).toHaveTextContent('by Hari Staff');
    expect(row).toHaveTextContent(/Link sent/);
    expect(screen.getByRole('link', { name: 'New draft order' })).toHaveAttribute('href', '/staff/orders/drafts/new');

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Ram Thapa' })).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'ordered');
    const order = await screen.findByRole('link', { name: 'PSL-DRAFT00009' });
    expect(order).toHaveAttribute('href', '/staff/orders?order=PSL-DRAFT00009');
    expect(calls.calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual([
      `${LIST}?state=open&page=1`,
      `${LIST}?state=open&page=2`,
      `${LIST}?state=ordered&page=1`,
    ]);
  });

  it('says when there is none', async () => {
    fakeApi(
      answer('GET', `${LIST}?state=open&page=1`, 200, { data: [draftOf()], count: 1, total_pages: 1 }),
      answer('GET', `${LIST}?state=cancelled&page=1`, 200, { data: [], count: 0, total_pages: 0 }),
    );
    const { router } = renderList();
    await screen.findByRole('link', { name: 'Sita Sharma' });
    // The state is read from the address: a shared link or Back shows the same list.
    await act(() => router.navigate('/staff/orders/drafts?state=cancelled'));
    expect(await screen.findByText('No draft has been cancelled.')).toBeVisible();
    expect(screen.getByLabelText('Show')).toHaveValue('cancelled');
  });
});
