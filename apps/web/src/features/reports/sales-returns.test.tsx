import type { SalesReturnRow, SalesReturns as ReturnBook, SessionUser } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ReturnsRoute } from '../../routes/staff/accounts-returns';
import { fakeApi, on, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { SalesReturns } from './sales-returns';

// The sales-return book on screen (issue #34): the credit notes of the register's period, with the
// bill each reduces, page and period totals, and its files.

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const accountant: SessionUser = { ...shopper, id: 3, first_name: 'Mina', last_name: 'Karki', role: 'accountant' };
const staffer: SessionUser = { ...shopper, id: 7, first_name: 'Ram', last_name: 'Thapa', role: 'staff' };
const NOW = new Date('2025-08-01T06:00:00Z'); // 16 Shrawan 2082 in Nepal
const PATH = '/api/v1/admin/accounts/sales-returns/';

const row = (number: string, bill: string, buyer: string, pan: string | null, total: number, vat: number) =>
  ({
    number,
    fiscal_year: '2082/83',
    issued_at: '2025-07-25T06:00:00.000Z',
    date_bs: '2082/04/09',
    date_ad: '2025-07-25',
    bill_number: bill,
    transaction_id: `PSL-${bill.slice(-6)}`,
    buyer_name: buyer,
    buyer_pan: pan,
    total_sales: Math.round((total - vat) * 100) / 100,
    exempt_sales: 0,
    export_sales: 0,
    taxable_amount: Math.round((total - vat) * 100) / 100,
    vat,
    bill_total: total,
  }) satisfies SalesReturnRow;

const rows = [
  row('CN 2082/83-000001', '2082/83-000004', 'Sita Sharma', '123456789', 1130, 130),
  row('CN 2082/83-000002', '2082/83-000002', 'Gita Rai', null, 999.99, 115.04),
];
const totals = {
  documents: 2,
  total_sales: 1884.95,
  exempt_sales: 0,
  export_sales: 0,
  taxable_amount: 1884.95,
  vat: 245.04,
  bill_total: 2129.99,
};
const book = (changes: Partial<ReturnBook> = {}): ReturnBook => ({
  seller: { name: 'Pasal', legal_name: 'Pasal Electronics Pvt. Ltd.', pan: '600000001' },
  period: { label: 'Shrawan 2082', from: '2025-07-17', to: '2025-08-16', from_bs: '2082/04/01', to_bs: '2082/04/31' },
  data: rows,
  count: 2,
  page: 1,
  total_pages: 1,
  page_totals: totals,
  period_totals: totals,
  closed_months: [],
  ...changes,
});

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBook() {
  return renderRoutes(
    [page('/staff/accounts/returns', <SalesReturns now={NOW} />), page('/staff/accounts', <h1>Register stand-in</h1>)],
    { pathname: '/staff/accounts/returns' },
  );
}

describe('the sales-return book', () => {
  it('lists the credit notes in number order with their bills, and the period total', async () => {
    signInAs(admin);
    const api = fakeApi(on('GET', PATH, { status: 200, body: book() }));
    renderBook();
    const table = await screen.findByRole('table', { name: /Sales returns, Shrawan 2082/ });
    const [head, ...body] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Date (BS, AD)',
      'Credit note no.',
      'Bill no.',
      "Buyer's name",
      "Buyer's PAN",
      'Total sales returned (Rs.)',
      'Non-taxable (Rs.)',
      'Export (Rs.)',
      'Taxable amount (Rs.)',
      'VAT (Rs.)',
      'Credit note total (Rs.)',
    ]);
    expect(within(body[0]!).getByRole('rowheader')).toHaveTextContent('CN 2082/83-000001');
    expect(
      within(body[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2082/04/092025-07-25',
      '2082/83-000004',
      'Sita Sharma',
      '123456789',
      '1,000.00',
      '0.00',
      '0.00',
      '1,000.00',
      '130.00',
      '1,130.00',
    ]);
    expect(within(body[1]!).getAllByRole('cell')[3]).toHaveTextContent('–');
    expect(within(body[0]!).getByRole('link', { name: 'CN 2082/83-000001' })).toHaveAttribute(
      'href',
      '/staff/orders?order=PSL-000004',
    );
    expect(within(body[0]!).getByRole('link', { name: '2082/83-000004' })).toHaveAttribute(
      'href',
      '/staff/orders/PSL-000004/bill',
    );
    const total = body[2]!;
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Period total (2 credit notes)');
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,884.95', '0.00', '0.00', '1,884.95', '245.04', '2,129.99']);
    expect(within(table).queryByText(/Page 1 total/)).not.toBeInTheDocument();
    expect(screen.getByText('Rs. 2,129.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales returns' })).toHaveAttribute('aria-current', 'page');
    expect(api.calls.map((call) => call.path)).toEqual([PATH]);
  });

  it("an accountant's credit note leads to its printable page (no order desk)", async () => {
    signInAs(accountant);
    fakeApi(on('GET', PATH, { status: 200, body: book() }));
    renderBook();
    const link = await screen.findByRole('link', { name: 'CN 2082/83-000002' });
    expect(link).toHaveAttribute('href', '/profile/orders/PSL-000002/credit-notes');
  });

  it('shows no rows for a period without credit notes', async () => {
    signInAs(admin);
    const zero = { ...totals, documents: 0, total_sales: 0, taxable_amount: 0, vat: 0, bill_total: 0 };
    fakeApi(
      on('GET', PATH, { status: 200, body: book({ data: [], count: 0, page_totals: zero, period_totals: zero }) }),
    );
    renderBook();
    expect(await screen.findByText('No credit notes were issued in this period.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Period total/ })).toHaveTextContent('Period total (0 credit notes)');
  });

  it('asks for the chosen period and page, and shows the page total on a long book', async () => {
    signInAs(admin);
    const api = fakeApi((call) =>
      call.path.startsWith(PATH)
        ? { status: 200, body: book({ total_pages: 2, count: 102, page_totals: { ...totals, documents: 100 } }) }
        : undefined,
    );
    renderBook();
    await screen.findByRole('table', { name: /Sales returns/ });
    expect(screen.getByRole('rowheader', { name: /Page 1 total/ })).toHaveTextContent(
      'Page 1 total (100 credit notes)',
    );
    await userEvent.selectOptions(screen.getByLabelText('Month (BS)'), 'Bhadra');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(api.calls.at(-1)!.path).toBe(`${PATH}?fiscal_year=2082%2F83&month=5`));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(api.calls.at(-1)!.path).toBe(`${PATH}?fiscal_year=2082%2F83&month=5&page=2`));
  });

  it("exports the period's CSV and workbook from the server", async () => {
    signInAs(admin);
    const asked: { path: string; accept: string | null }[] = [];
    const file = (name: string, type: string) =>
      new HttpResponse('x', {
        headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
      });
    fakeApi(
      on('GET', PATH, { status: 200, body: book() }),
      http.get('*/api/v1/admin/accounts/sales-returns.:format', ({ request }) => {
        const url = new URL(request.url);
        asked.push({ path: `${url.pathname}${url.search}`, accept: request.headers.get('accept') });
        return url.pathname.endsWith('.csv')
          ? file('sales-returns-Shrawan-2082.csv', 'text/csv; charset=utf-8')
          : file(
              'sales-returns-Shrawan-2082.xlsx',
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            );
      }),
    );
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:returns', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderBook();
    await screen.findByRole('table', { name: /Sales returns/ });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Sales returns exported')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await vi.waitFor(() => expect(names).toHaveLength(2));
    expect(asked).toEqual([
      { path: '/api/v1/admin/accounts/sales-returns.csv', accept: 'text/csv' },
      {
        path: '/api/v1/admin/accounts/sales-returns.xlsx',
        accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ]);
    expect(names).toEqual(['sales-returns-Shrawan-2082.csv', 'sales-returns-Shrawan-2082.xlsx']);
  });

  it('is for admins and accountants: staff are told so and nothing is asked of the server', async () => {
    signInAs(staffer);
    const api = fakeApi();
    renderRoutes([page('/staff/accounts/returns', <ReturnsRoute />)], { pathname: '/staff/accounts/returns' });
    expect(await screen.findByText(/not allowed to open this page/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
