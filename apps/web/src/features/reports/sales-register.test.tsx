import type { SalesRegister as Register, SalesRegisterRow, SessionUser } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AccountsRoute } from '../../routes/staff/accounts';
import { fakeApi, on, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { SalesRegister } from './sales-register';

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const staffer: SessionUser = { ...shopper, id: 7, first_name: 'Ram', last_name: 'Thapa', role: 'staff' };
const NOW = new Date('2025-08-01T06:00:00Z'); // 16 Shrawan 2082 in Nepal
const PATH = '/api/v1/admin/accounts/sales-register/';

const row = (number: string, buyer: string, pan: string | null, total: number, vat: number): SalesRegisterRow => ({
  kind: 'bill',
  number,
  fiscal_year: '2082/83',
  issued_at: '2025-07-20T06:00:00.000Z',
  date_bs: '2082/04/04',
  date_ad: '2025-07-20',
  transaction_id: `PSL-${number.slice(-6)}`,
  buyer_name: buyer,
  buyer_pan: pan,
  total_sales: Math.round((total - vat) * 100) / 100,
  exempt_sales: 0,
  export_sales: 0,
  taxable_amount: Math.round((total - vat) * 100) / 100,
  vat,
  bill_total: total,
});

const rows = [
  row('2082/83-000001', 'Sita Sharma', '123456789', 2600, 299.12),
  row('2082/83-000002', 'Gita Rai', null, 1234.57, 142.03),
];
const totals = {
  documents: 2,
  total_sales: 3393.42,
  exempt_sales: 0,
  export_sales: 0,
  taxable_amount: 3393.42,
  vat: 441.15,
  bill_total: 3834.57,
};
const register = (changes: Partial<Register> = {}): Register => ({
  seller: { name: 'Pasal', legal_name: 'Pasal Electronics Pvt. Ltd.', pan: '600000001' },
  period: { label: 'Shrawan 2082', from: '2025-07-17', to: '2025-08-16', from_bs: '2082/04/01', to_bs: '2082/04/31' },
  data: rows,
  count: 2,
  page: 1,
  total_pages: 1,
  page_totals: totals,
  period_totals: totals,
  closed_months: [],
  vat_summary: [
    {
      year: 2082,
      month: 4,
      from: '2025-07-17',
      to: '2025-08-16',
      taxable_sales: 3393.42,
      output_vat: 441.15,
      returns_taxable: 0,
      returns_vat: 0,
      net_vat: 441.15,
    },
  ],
  ...changes,
});

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderRegister() {
  return renderRoutes(
    [page('/staff/accounts', <SalesRegister now={NOW} />), page('/staff/orders', <h1>Order desk</h1>)],
    { pathname: '/staff/accounts' },
  );
}

describe('the sales register', () => {
  it("shows this BS month's bills in number order with the period's totals and VAT", async () => {
    signInAs(admin);
    const api = fakeApi(on('GET', PATH, { status: 200, body: register() }));
    renderRegister();
    const table = await screen.findByRole('table', { name: /Sales register, Shrawan 2082/ });
    const [head, ...body] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Date (BS, AD)',
      'Bill no.',
      "Buyer's name",
      "Buyer's PAN",
      'Total sales (Rs.)',
      'Non-taxable sales (Rs.)',
      'Export sales (Rs.)',
      'Taxable amount (Rs.)',
      'VAT (Rs.)',
      'Bill total (Rs.)',
    ]);
    expect(body.map((line) => within(line).getAllByRole('cell').at(-1)!.textContent)).toEqual([
      '2,600.00',
      '1,234.57',
      '3,834.57',
    ]);
    expect(within(body[0]!).getByRole('link', { name: '2082/83-000001' })).toHaveAttribute(
      'href',
      '/staff/orders?order=PSL-000001',
    );
    expect(within(body[2]!).getByRole('rowheader')).toHaveTextContent('Period total (2 bills)');
    // One page: no page total.
    expect(within(table).queryByText(/Page 1 total/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Shrawan 2082/ })).toHaveTextContent(
      'Shrawan 2082 2082/04/01 – 2082/04/31 BS (2025-07-17 – 2025-08-16)',
    );
    expect(screen.getByText('Rs. 3,834.57')).toBeInTheDocument();
    expect(screen.getByText('Pasal Electronics Pvt. Ltd. · PAN 600000001')).toBeInTheDocument();
    const vatRow = within(screen.getByRole('table', { name: /VAT per BS month/ })).getByRole('row', {
      name: /Shrawan 2082/,
    });
    expect(
      within(vatRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3,393.42', '441.15', '0.00', '441.15']);
    // Nothing named: the server picks this BS month.
    expect(api.calls.map((call) => call.path)).toEqual([PATH]);
  });

  it('asks for the chosen BS month or range of days, and shows the page total on a long register', async () => {
    signInAs(admin);
    const api = fakeApi((call) =>
      call.path.startsWith(PATH)
        ? { status: 200, body: register({ total_pages: 2, count: 102, page_totals: { ...totals, documents: 100 } }) }
        : undefined,
    );
    renderRegister();
    await screen.findByRole('table', { name: /Sales register/ });
    expect(screen.getByText(/Page 1 total/)).toBeInTheDocument();
    // The form starts at today's fiscal year and month.
    expect(screen.getByLabelText('Fiscal year')).toHaveValue('2082/83');
    expect(screen.getByLabelText('Month (BS)')).toHaveValue('4');
    await userEvent.selectOptions(screen.getByLabelText('Month (BS)'), 'Bhadra');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(api.calls.at(-1)!.path).toBe(`${PATH}?fiscal_year=2082%2F83&month=5`));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(api.calls.at(-1)!.path).toBe(`${PATH}?fiscal_year=2082%2F83&month=5&page=2`));

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Days, in BS');
    const first = screen.getByLabelText('First day (BS)');
    await userEvent.clear(first);
    await userEvent.type(first, '2082-04-10');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(api.calls.at(-1)!.path).toBe(`${PATH}?from_bs=2082-04-10&to_bs=2082-04-16`));
  });

  it('says "Closed on … by …" above the figures for a closed month of the period', async () => {
    signInAs(admin);
    fakeApi(
      on('GET', PATH, {
        status: 200,
        body: register({
          closed_months: [
            { year: 2082, month: 4, label: 'Shrawan 2082', at: '2025-08-20T06:00:00.000Z', by: 'Mina Karki' },
          ],
        }),
      }),
    );
    renderRegister();
    await screen.findByRole('table', { name: /Sales register, Shrawan 2082/ });
    expect(screen.getByText(/Closed on 4 Bhadra 2082 BS \(20 Aug 2025\) by Mina Karki/)).toBeInTheDocument();
    // The month's closing panel, folded until asked for.
    expect(screen.getByRole('button', { name: 'Closing and history' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says what is wrong with a period the server refuses', async () => {
    signInAs(admin);
    fakeApi(on('GET', PATH, { status: 400, body: { message: 'A register covers at most 366 days' } }));
    renderRegister();
    expect(await screen.findByRole('alert')).toHaveTextContent('A register covers at most 366 days');
  });

  it("exports the period's CSV from the server", async () => {
    signInAs(admin);
    const csvPaths: string[] = [];
    fakeApi(
      on('GET', PATH, { status: 200, body: register() }),
      http.get('*/api/v1/admin/accounts/sales-register.csv', ({ request }) => {
        const url = new URL(request.url);
        csvPaths.push(`${url.pathname}${url.search}`);
        return new HttpResponse('\uFEFFDate (BS)\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="sales-register-Shrawan-2082.csv"',
          },
        });
      }),
    );
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (file: Blob) => {
          created.push(file);
          return 'blob:register';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRegister();
    await screen.findByRole('table', { name: /Sales register/ });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Sales register exported')).toBeInTheDocument();
    expect(csvPaths).toEqual(['/api/v1/admin/accounts/sales-register.csv']);
    expect(created).toHaveLength(1);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("exports the period's workbook (XLSX) from the server, the button next to CSV", async () => {
    signInAs(admin);
    const paths: { path: string; accept: string | null }[] = [];
    fakeApi(
      on('GET', PATH, { status: 200, body: register() }),
      http.get('*/api/v1/admin/accounts/sales-register.xlsx', ({ request }) => {
        const url = new URL(request.url);
        paths.push({ path: `${url.pathname}${url.search}`, accept: request.headers.get('accept') });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="sales-register-Shrawan-2082.xlsx"',
          },
        });
      }),
    );
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:register', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderRegister();
    await screen.findByRole('table', { name: /Sales register/ });
    const csv = screen.getByRole('button', { name: 'Export CSV' });
    const xlsx = screen.getByRole('button', { name: 'Export XLSX' });
    expect(csv.nextElementSibling).toBe(xlsx);
    await userEvent.click(xlsx);
    expect(await screen.findByText('Sales register exported')).toBeInTheDocument();
    expect(paths).toEqual([
      {
        path: '/api/v1/admin/accounts/sales-register.xlsx',
        accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ]);
    expect(names).toEqual(['sales-register-Shrawan-2082.xlsx']);
  });

  it('is for admins: staff are told so and nothing is asked of the server', async () => {
    signInAs(staffer);
    const api = fakeApi();
    renderRoutes([page('/staff/accounts', <AccountsRoute />)], { pathname: '/staff/accounts' });
    expect(await screen.findByText(/not allowed to open this page/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
