import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, nextSort, sortRows, type DataTableColumn, type TableSort } from './data-table';

interface Person {
  id: number;
  name: string;
  orders: number;
}
type Key = 'name' | 'orders';

const people: Person[] = [
  { id: 1, name: 'Sita', orders: 3 },
  { id: 2, name: 'anil', orders: 12 },
  { id: 3, name: 'Bina', orders: 7 },
];
const columns: DataTableColumn<Person, Key>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortable: true, rowHeader: true },
  { key: 'orders', header: 'Orders', cell: (row) => row.orders, sortable: true, align: 'end' },
];

function SortedTable() {
  const [sort, setSort] = useState<TableSort<Key> | null>(null);
  return (
    <DataTable
      caption="Customers"
      columns={columns}
      rows={sortRows(people, sort, (row, key) => row[key])}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('sorts by a column from its header, with aria-sort saying how, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    render(<SortedTable />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    const ordersHeader = screen.getByRole('columnheader', { name: 'Orders' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Sita', 'anil', 'Bina']);

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['anil', 'Bina', 'Sita']);

    within(nameHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Sita', 'Bina', 'anil']);

    await user.click(within(ordersHeader).getByRole('button'));
    expect(ordersHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Sita', 'Bina', 'anil']);
  });

  it('shows a loading state, then an empty state', () => {
    const { rerender } = render(
      <DataTable caption="Customers" columns={columns} rows={undefined} rowKey={(row) => row.id} loading />,
    );
    expect(screen.getByRole('table', { name: 'Customers' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(
      <DataTable
        caption="Customers"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty="No customers match these filters."
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No customers match these filters.' })).toBeInTheDocument();
  });

  it('pages with the shared pagination when there is more than one page', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(
      <DataTable
        caption="Customers"
        columns={columns}
        rows={people}
        rowKey={(row) => row.id}
        page={1}
        totalPages={3}
        onPageChange={onPageChange}
      />,
    );
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination).toHaveTextContent('Page 1 of 3');
    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('sits in a labelled region that keyboard users can scroll', () => {
    render(<DataTable caption="Customers" columns={columns} rows={people} rowKey={(row) => row.id} />);
    expect(screen.getByRole('region', { name: 'Customers' })).toHaveAttribute('tabindex', '0');
  });

  it('with stackOnPhone, names each cell for its card, and leaves out a column the card shows elsewhere', () => {
    const withHidden: DataTableColumn<Person, Key>[] = [columns[0]!, { ...columns[1]!, hideInCard: true }];
    const { rerender } = render(
      <DataTable caption="Customers" columns={columns} rows={people} rowKey={(row) => row.id} stackOnPhone />,
    );
    const orders = () => within(screen.getAllByRole('row')[1]!).getByRole('cell');
    expect(orders()).toHaveTextContent(/^Orders3$/);
    expect(orders()).toHaveClass('max-sm:flex');
    rerender(
      <DataTable caption="Customers" columns={withHidden} rows={people} rowKey={(row) => row.id} stackOnPhone />,
    );
    expect(orders()).toHaveTextContent(/^3$/);
    expect(orders()).toHaveClass('max-sm:hidden');
    expect(orders()).not.toHaveClass('max-sm:flex');
  });

  it('nextSort: a new column ascends, the same one flips', () => {
    expect(nextSort<Key>(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort<Key>({ key: 'name', direction: 'ascending' }, 'name')).toEqual({
      key: 'name',
      direction: 'descending',
    });
    expect(nextSort<Key>({ key: 'name', direction: 'descending' }, 'orders')).toEqual({
      key: 'orders',
      direction: 'ascending',
    });
  });
});
