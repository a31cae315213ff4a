import type { SalesReport as Report, SessionUser } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ReportRoute } from '../../routes/staff/accounts-report';
import { fakeApi, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { SalesReport } from './sales-report';

vi.setConfig({ testTimeout: 20_000 });

const accountant: SessionUser = { ...shopper, id: 9, first_name: 'Gita', last_name: 'Karki', role: 'accountant' };
const staffer: SessionUser = { ...shopper, id: 7, first_name: 'Ram', last_name: 'Thapa', role: 'staff' };
const NOW = new Date('2025-08-01T06:00:00Z'); // 16 Shrawan 2082 in Nepal
const PATH = '/api/v1/admin/accounts/sales-report/';

const figures = { orders: 2, units: 3, gross: 2650, discounts: 250, refunds: 500, net: 1900, vat: 218.58 };
const report = (changes: Partial<Report> = {}): Report => ({
  period: { label: 'Shrawan 2082', from: '2025-07-17', to: '2025-08-16', from_bs: '2082/04/01', to_bs: '2082/04/31' },
  by: 'day',
  rows: [
    { key: '2025-07-20', label: '2082/04/04 (2025-07-20)', ...figures, refunds: 0, net: 2400, vat: 276.11 },
    {
      key: '2025-08-05',
      label: '2082/04/20 (2025-08-05)',
      orders: 0,
      units: 0,
      gross: 0,
      discounts: 0,
      refunds: 500,
      net: -500,
      vat: -57.53,
    },
  ],
  totals: figures,
  ...changes,
});

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderReport() {
  return renderRoutes(
    [page('/staff/accounts/report', <SalesReport now={NOW} />), page('/staff/accounts', <h1>Register stand-in</h1>)],
    { pathname: '/staff/accounts/report' },
  );
}

describe('the sales report', () => {
  it("shows the period's groups and totals as a table, with tabs to the register", async () => {
    signInAs(accountant);
    const api = fakeApi((call) =>
      call.method === 'GET' && call.path.startsWith(PATH) ? { status: 200, body: report() } : undefined,
    );
    renderReport();
    const table = await screen.findByRole('table', { name: /Sales report by day, Shrawan 2082/ });
    const [head, ...body] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Orders', 'Units', 'Gross (Rs.)', 'Discounts (Rs.)', 'Refunds (Rs.)', 'Net (Rs.)', 'VAT (Rs.)']);
    expect(body.map((row) => within(row).getAllByRole('cell').at(-2)!.textContent)).toEqual([
      '2,400.00',
      '-500.00',
      '1,900.00',
    ]);
    expect(within(body.at(-1)!).getByRole('rowheader')).toHaveTextContent('Period total');
    expect(api.calls.map((call) => call.path)).toEqual([`${PATH}?by=day`]);
    const tabs = screen.getByRole('navigation', { name: 'Accounts' });
    expect(within(tabs).getByRole('link', { name: 'Sales report' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Sales register' })).toHaveAttribute('href', '/staff/accounts');
  });

  it('asks for another grouping and a BS month, keeping the other in the address', async () => {
    signInAs(accountant);
    const api = fakeApi((call) =>
      call.method === 'GET' && call.path.startsWith(PATH)
        ? { status: 200, body: report({ by: call.path.includes('by=product') ? 'product' : 'day', rows: [] }) }
        : undefined,
    );
    renderReport();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'product');
    await vi.waitFor(() => expect(api.calls.at(-1)!.path).toBe(`${PATH}?by=product`));
    expect(await screen.findByText('No sales or refunds in this period.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Month (BS)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(api.calls.at(-1)!.path).toMatch(/month=5/));
    expect(api.calls.at(-1)!.path).toMatch(/by=product/);
  });

  it('exports the table on screen: the same period and grouping, as CSV or XLSX', async () => {
    signInAs(accountant);
    const asked: { path: string; accept: string | null }[] = [];
    const api = fakeApi(
      (call) =>
        call.method === 'GET' && call.path.startsWith(PATH)
          ? { status: 200, body: report({ by: call.path.includes('by=product') ? 'product' : 'day' }) }
          : undefined,
      http.get('*/api/v1/admin/accounts/sales-report.:format', ({ request }) => {
        const url = new URL(request.url);
        asked.push({ path: `${url.pathname}${url.search}`, accept: request.headers.get('accept') });
        const name = `sales-report-by-product-Bhadra-2082.${url.pathname.endsWith('.csv') ? 'csv' : 'xlsx'}`;
        return new HttpResponse('x', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
      }),
    );
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderReport();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'product');
    await userEvent.selectOptions(screen.getByLabelText('Month (BS)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    // The form is checked before the period is shown, after the click's own turn.
    await vi.waitFor(() => expect(api.calls.at(-1)!.path).toMatch(/month=5/));
    await screen.findByRole('table', { name: /by product/ });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Sales report exported')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await vi.waitFor(() => expect(names).toHaveLength(2));
    expect(asked).toEqual([
      { path: '/api/v1/admin/accounts/sales-report.csv?fiscal_year=2082%2F83&month=5&by=product', accept: 'text/csv' },
      {
        path: '/api/v1/admin/accounts/sales-report.xlsx?fiscal_year=2082%2F83&month=5&by=product',
        accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ]);
    expect(names).toEqual(['sales-report-by-product-Bhadra-2082.csv', 'sales-report-by-product-Bhadra-2082.xlsx']);
  });

  it('is for admins and accountants: staff are told so and nothing is asked of the server', async () => {
    signInAs(staffer);
    const api = fakeApi();
    renderRoutes([page('/staff/accounts/report', <ReportRoute />)], { pathname: '/staff/accounts/report' });
    expect(await screen.findByRole('heading', { name: 'Admins and accountants only' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
