import type { Dashboard, SessionUser } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as StaffHome } from '../../routes/staff/home';
import { Component as StaffLayout } from '../../routes/staff/layout';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

vi.setConfig({ testTimeout: 20_000 });

const staffer: SessionUser = { ...shopper, id: 7, first_name: 'Ram', last_name: 'Thapa', role: 'staff' };
const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };

const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 1, 9 + index)).toISOString().slice(0, 10);
  return { date, revenue: 0, cod_outstanding: 0, orders: 0 };
});
days[29] = { date: '2026-03-10', revenue: 1510.55, cod_outstanding: 250, orders: 4 };
days[28] = { date: '2026-03-09', revenue: 20000, cod_outstanding: 0, orders: 1 };

const figures: Dashboard = {
  as_of: '2026-03-10T12:00:00.000Z',
  today: '2026-03-10',
  time_zone: 'Asia/Kathmandu',
  periods: {
    today: {
      paid_online: { count: 2, amount: 1010.55 },
      cod_delivered: { count: 1, amount: 500 },
      cod_outstanding: { count: 1, amount: 250 },
      revenue: 1510.55,
      orders: 4,
    },
    last_7_days: {
      paid_online: { count: 3, amount: 21010.55 },
      cod_delivered: { count: 1, amount: 500 },
      cod_outstanding: { count: 2, amount: 550 },
      revenue: 21510.55,
      orders: 6,
    },
    last_30_days: {
      paid_online: { count: 4, amount: 123456 },
      cod_delivered: { count: 2, amount: 600 },
      cod_outstanding: { count: 2, amount: 550 },
      revenue: 124056,
      orders: 8,
    },
  },
  waiting: [
    { step: 'process', count: 2, status: 'Pending', payment_status: null },
    { step: 'ship', count: 1, status: 'Processing', payment_status: null },
    { step: 'deliver', count: 0, status: 'Shipped', payment_status: null },
    { step: 'collect', count: 2, status: 'Ready for pickup', payment_status: null },
    { step: 'refund', count: 1, status: 'Cancelled', payment_status: 'paid' },
  ],
  awaiting_payment: 3,
  low_stock: {
    threshold: 5,
    low: 1,
    out: 1,
    colors_sold_out: 0,
    products: [
      { id: 11, name: 'Galaxy Buds', slug: 'galaxy-buds', stock: 0, threshold: 5, sold_out_colors: [] },
      { id: 12, name: 'Redmi Note 13', slug: 'redmi-note-13', stock: 3, threshold: 5, sold_out_colors: [] },
    ],
  },
  top_sellers: [{ product_id: 12, name: 'Redmi Note 13', units: 5, amount: 250 }],
  inbox: { unanswered_questions: 2, unread_messages: 1 },
  daily: days,
};

afterEach(() => {
  resetSession();
});

function renderDashboard() {
  return renderRoutes(
    [
      {
        path: '/staff',
        element: <StaffLayout />,
        children: [
          { index: true, element: <StaffHome /> },
          { path: 'orders', element: <h1>Order desk</h1> },
        ],
      },
      probe('/login'),
    ],
    { pathname: '/staff' },
  );
}

describe('the dashboard', () => {
  it('shows the sales of each period, split by how the money comes', async () => {
    signInAs(staffer);
    fakeApi(on('GET', '/api/v1/admin/dashboard/', { status: 200, body: { data: figures } }));
    renderDashboard();
    expect(await screen.findByText(/^Tuesday,? 10 March 2026 in Nepal · figures as of 17:45$/)).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByText('Rs. 1,510.55')).toBeInTheDocument();
    expect(within(today).getByText(/4 orders/)).toBeInTheDocument();
    const cod = within(today).getByText('COD outstanding').closest('div')!;
    expect(cod).toHaveTextContent('Rs. 250 (1)');
    expect(within(screen.getByRole('region', { name: 'Last 30 days' })).getByText('Rs. 1,24,056')).toBeInTheDocument();
  });

  it('links each waiting count to the order desk with the filter that lists those orders', async () => {
    signInAs(staffer);
    fakeApi(on('GET', '/api/v1/admin/dashboard/', { status: 200, body: { data: figures } }));
    const user = userEvent.setup({ delay: null });
    const { router } = renderDashboard();
    const waiting = await screen.findByRole('region', { name: 'Orders waiting' });
    expect(within(waiting).getByRole('link', { name: /To process: 2 orders/ })).toHaveAttribute(
      'href',
      '/staff/orders?status=Pending',
    );
    expect(within(waiting).getByRole('link', { name: /To ship: 1 order\b/ })).toHaveAttribute(
      'href',
      '/staff/orders?status=Processing',
    );
    expect(within(waiting).getByRole('link', { name: /To hand over: 2 orders/ })).toHaveAttribute(
      'href',
      '/staff/orders?status=Ready+for+pickup',
    );
    expect(within(waiting).getByRole('link', { name: /To refund: 1 order\b/ })).toHaveAttribute(
      'href',
      '/staff/orders?status=Cancelled&payment_status=paid',
    );
    expect(
      within(waiting).getByText('3 more Pending orders are waiting for their online payment.'),
    ).toBeInTheDocument();

    await user.click(within(waiting).getByRole('link', { name: /To process/ }));
    expect(await screen.findByRole('heading', { name: 'Order desk' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=Pending');
  });

  it('lists low stock (product links for admins only), top sellers and the inbox', async () => {
    signInAs(staffer);
    fakeApi(on('GET', '/api/v1/admin/dashboard/', { status: 200, body: { data: figures } }));
    const { unmount } = renderDashboard();
    const low = await screen.findByRole('region', { name: 'Low stock' });
    expect(low).toHaveTextContent(/1 sold out, 1 running low \(at or under their low-stock level; the shop’s is 5\)\./);
    expect(low).not.toHaveTextContent(/colours? sold out on/);
    expect(within(low).getByText('Sold out')).toBeInTheDocument();
    expect(within(low).getByText('3 left')).toBeInTheDocument();
    expect(within(low).queryByRole('link')).not.toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Top sellers, last 30 days' });
    expect(within(top).getByRole('listitem')).toHaveTextContent('1. Redmi Note 13 5 sold · Rs. 250');
    const inbox = screen.getByRole('region', { name: 'Customers waiting for an answer' });
    expect(within(inbox).getByRole('link', { name: '2 unanswered questions' })).toHaveAttribute(
      'href',
      '/staff/questions',
    );
    expect(within(inbox).getByRole('link', { name: '1 unread message' })).toHaveAttribute('href', '/staff/messages');
    unmount();

    resetSession();
    signInAs(admin);
    fakeApi(on('GET', '/api/v1/admin/dashboard/', { status: 200, body: { data: figures } }));
    renderDashboard();
    const lowForAdmin = await screen.findByRole('region', { name: 'Low stock' });
    expect(within(lowForAdmin).getByRole('link', { name: 'Galaxy Buds' })).toHaveAttribute(
      'href',
      '/staff/products/11',
    );
    expect(within(lowForAdmin).getByRole('link', { name: 'All low-stock products' })).toHaveAttribute(
      'href',
      '/staff/products?stock=low&sort=stock_asc',
    );
  });

  it('counts colours sold out on products still in stock, naming them, with a link to the out-of-stock view (issue #35)', async () => {
    signInAs(admin);
    const withColours = {
      ...figures,
      low_stock: {
        threshold: 5,
        low: 0,
        out: 0,
        colors_sold_out: 2,
        products: [
          {
            id: 21,
            name: 'Redmi Note 14',
            slug: 'redmi-note-14',
            stock: 12,
            threshold: 5,
            sold_out_colors: ['Blue', 'Green'],
          },
          { id: 22, name: 'JBL Flip 6', slug: 'jbl-flip-6', stock: 8, threshold: 10, sold_out_colors: [] },
        ],
      },
    };
    fakeApi(on('GET', '/api/v1/admin/dashboard/', { status: 200, body: { data: withColours } }));
    renderDashboard();
    const low = await screen.findByRole('region', { name: 'Low stock' });
    expect(low).toHaveTextContent('2 colours sold out on products still in stock in others.');
    expect(within(low).getByRole('link', { name: 'Out-of-stock products' })).toHaveAttribute(
      'href',
      '/staff/products?stock=out&sort=stock_asc',
    );
    const [phone, speaker] = within(low).getAllByRole('listitem');
    expect(phone).toHaveTextContent('Blue, Green sold out');
    expect(phone).not.toHaveTextContent('left');
    // Its own threshold (10) makes 8 units low.
    expect(speaker).toHaveTextContent('8 left');
  });

  it('gives the chart’s figures as text: a summary and a table per day', async () => {
    signInAs(staffer);
    fakeApi(on('GET', '/api/v1/admin/dashboard/', { status: 200, body: { data: figures } }));
    renderDashboard();
    const sales = await screen.findByRole('region', { name: 'Sales, last 30 days' });
    expect(
      within(sales).getByText('Rs. 21,510.55 received in 30 days; the best day was 9 Mar with Rs. 20,000.'),
    ).toBeInTheDocument();
    const table = within(sales).getByRole('table', { name: 'Sales per day, last 30 days, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('10 Mar4Rs. 1,510.55Rs. 250');
  });

  it('refreshes on request with a toast, and says clearly when the figures cannot be read', async () => {
    signInAs(staffer);
    let fail = false;
    const api = fakeApi(
      on('GET', '/api/v1/admin/dashboard/', () =>
        fail
          ? { status: 503, body: { message: 'The database is not answering' } }
          : { status: 200, body: { data: figures } },
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Figures updated')).toBeInTheDocument();
    expect(api.to('GET', '/api/v1/admin/dashboard/').length).toBeGreaterThanOrEqual(2);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The database is not answering')).toBeInTheDocument();
  });

  it('shows an error with a way to try again when the first load fails', async () => {
    signInAs(staffer);
    let fail = true;
    fakeApi(
      on('GET', '/api/v1/admin/dashboard/', () =>
        fail ? { status: 500, body: { message: 'Internal Server Error' } } : { status: 200, body: { data: figures } },
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The figures could not be loaded. Check the connection and try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Today' })).toBeInTheDocument());
  });
});
