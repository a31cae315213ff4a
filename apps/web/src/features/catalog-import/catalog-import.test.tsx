import type { CatalogueCsvPreview, SessionUser } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CatalogueImportRoute } from '../../routes/staff/catalog-import';
import { fakeApi, on, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const token = 'a'.repeat(64);

const preview = (over: Partial<CatalogueCsvPreview['data']> = {}): CatalogueCsvPreview => ({
  data: {
    rows: 2,
    changes: [
      {
        line: 2,
        product_id: 5,
        slug: 'galaxy-a55',
        name: 'Galaxy A55',
        colour: null,
        field: 'price',
        before: 50000,
        after: 52000,
      },
      {
        line: 3,
        product_id: 5,
        slug: 'galaxy-a55',
        name: 'Galaxy A55',
        colour: 'Blue',
        field: 'stock',
        before: 3,
        after: 10,
      },
    ],
    products: 1,
    errors: [],
    error_count: 0,
    error_rows: 0,
    token,
    ...over,
  },
  message: '2 changes to 1 product, ready to apply',
});

const dryRun = '/api/v1/admin/catalogue/import/?dry_run=1';
const applyPath = `/api/v1/admin/catalogue/import/?expect=${token}`;
const csvFile = () => new File(['slug,price\ngalaxy-a55,52000\n'], 'prices.csv', { type: 'text/csv' });

afterEach(() => {
  resetSession();
});

function renderScreen() {
  return renderRoutes([{ path: '/staff/catalogue/import', element: <CatalogueImportRoute /> }], {
    pathname: '/staff/catalogue/import',
  });
}

describe('the Bulk updates screen', () => {
  it('checks the file (dry run) and shows every change; applies only after the confirmation', async () => {
    signInAs(admin);
    const api = fakeApi(
      on('POST', dryRun, { status: 200, body: preview() }),
      on('POST', applyPath, {
        status: 200,
        body: { data: { rows: 2, changes: 2, products: 1, colours: 1 }, message: 'Applied 2 changes to 1 product' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const table = await screen.findByRole('table', { name: 'Changes in the file (2)' });
    expect(screen.getByRole('status')).toHaveTextContent('2 rows read. 2 changes to 1 product, ready to apply');
    const price = within(table).getAllByRole('row')[1]!;
    expect(within(price).getByRole('rowheader')).toHaveTextContent('Galaxy A55galaxy-a55');
    expect(price).toHaveTextContent('Price');
    expect(price).toHaveTextContent('Rs. 50,000');
    expect(price).toHaveTextContent('Rs. 52,000');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/Blue.*Stock.*3.*10/);
    expect(api.to('POST', applyPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply 2 changes?' });
    expect(api.to('POST', applyPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));

    expect(await screen.findByText('Applied 2 changes to 1 product')).toBeInTheDocument();
    expect(api.to('POST', applyPath)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });

  it('names a change of the Nepali long description and shows the start of it', async () => {
    signInAs(admin);
    const long = `${'यो स्पिकर सानो छ तर आवाज ठूलो छ। '.repeat(8)}\n\nदोस्रो अनुच्छेद।`;
    fakeApi(
      on('POST', dryRun, {
        status: 200,
        body: preview({
          changes: [
            {
              line: 2,
              product_id: 5,
              slug: 'galaxy-a55',
              name: 'Galaxy A55',
              colour: null,
              field: 'long_description_ne',
              before: '',
              after: long,
            },
          ],
        }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: 'Changes in the file (1)' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Nepali long description (नेपालीमा)');
    expect(row).toHaveTextContent('—');
    expect(row).toHaveTextContent(/यो स्पिकर सानो छ तर आवाज ठूलो छ।.*…$/);
    expect(row).not.toHaveTextContent('दोस्रो अनुच्छेद');
  });

  it('names a barcode change and shows the codes as text, not rupees', async () => {
    signInAs(admin);
    fakeApi(
      on('POST', dryRun, {
        status: 200,
        body: preview({
          changes: [
            {
              line: 2,
              product_id: 5,
              slug: 'galaxy-a55',
              name: 'Galaxy A55',
              colour: null,
              field: 'barcode',
              before: '',
              after: '8806095426280',
            },
          ],
        }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: 'Changes in the file (1)' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['Barcode', '—', '8806095426280']));
  });

  it('lists row errors and offers no apply', async () => {
    signInAs(admin);
    fakeApi(
      on('POST', dryRun, {
        status: 200,
        body: {
          ...preview({
            errors: [
              {
                line: 3,
                field: 'slug',
                code: 'csv_unknown_slug',
                params: { slug: 'nope' },
                message: 'No product has the slug "nope"',
              },
              { line: 4, field: 'stock', code: 'csv_stock_negative', message: 'Stock cannot be negative' },
            ],
            error_count: 2,
            error_rows: 2,
          }),
          message: '2 rows with errors: fix them and check the file again',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 rows have errors');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 3 (slug): No product has the slug "nope"', 'Line 4 (stock): Stock cannot be negative']);
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
  });

  it('shows a file the server cannot read on the file chooser, and asks for a file first', async () => {
    signInAs(admin);
    fakeApi(
      on('POST', dryRun, {
        status: 400,
        body: { message: 'Unknown column "prize"', errors: { file: 'Unknown column "prize"' } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Choose a CSV file first')).toBeInTheDocument();

    const chooser = screen.getByLabelText('CSV file');
    await user.upload(chooser, csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Unknown column "prize"')).toBeInTheDocument();
    expect(chooser).toHaveAttribute('aria-invalid', 'true');
  });
});
