import {
  ADMIN_PRODUCT_SORTS,
  formatRs,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  quickRupeesFormSchema,
  quickStockFormSchema,
  STOCK_FILTERS,
  type AdminProductRow,
  type AdminProductSort,
  type ProductQuickEdit,
  type ProductStatus,
  type StockFilter,
} from '@pasal/contract';
import { Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { DataTable, type DataTableColumn, type TableSort } from '../../components/ui/data-table';
import { Select, TextField } from '../../components/ui/field';
import { oneOf, pageOf, useListParams } from '../../components/ui/use-list-params';
import { useAdminProducts, type ProductListQuery, useBrands, useCategories, useQuickEdit } from './api';
import { InlineEdit } from './inline-edit';
import { staffFailureMessage } from '../../api/failure-message';

// Products (admins): every product, drafts and archived ones too. Search, filters, sort and page
// live in the address, so Back and a shared link show the same list. Price, discount price and a
// colour's stock are changed in place (PATCH …/quick/); the toast's Undo sends the old value back.

export const STATUS_TONES: Record<ProductStatus, BadgeTone> = {
  draft: 'neutral',
  active: 'success',
  archived: 'warning',
};
const STOCK_LABELS: Record<StockFilter, string> = { in: 'In stock', low: 'Low stock', out: 'Out of stock' };
/** The filter's options: "out" also lists products with one colour sold out (issue #35). */
const STOCK_FILTER_LABELS: Record<StockFilter, string> = {
  in: 'In stock',
  low: 'Low stock',
  out: 'Out (any colour)',
};
const SORT_LABELS: Record<AdminProductSort, string> = {
  updated_desc: 'Recently changed',
  created_desc: 'Newest',
  name_asc: 'Name, A to Z',
  name_desc: 'Name, Z to A',
  price_asc: 'Price, low to high',
  price_desc: 'Price, high to low',
  stock_asc: 'Stock, least first',
  stock_desc: 'Stock, most first',
};

type ColumnKey = 'name' | 'status' | 'price' | 'discount_price' | 'stock';
const sortableColumns = { name: 'name', price: 'price', stock: 'stock' } as const;

/** The list's query from the address (unknown values are ignored, not sent). */
function queryOf(params: URLSearchParams): ProductListQuery & { sort: AdminProductSort } {
  return {
    q: params.get('q') || undefined,
    category: params.get('category') || undefined,
    brand: params.get('brand') || undefined,
    stock: oneOf(STOCK_FILTERS, params.get('stock')),
    status: oneOf(PRODUCT_STATUSES, params.get('status')),
    sort: oneOf(ADMIN_PRODUCT_SORTS, params.get('sort')) ?? 'updated_desc',
    page: pageOf(params),
  };
}

function tableSortOf(sort: AdminProductSort): TableSort<ColumnKey> | null {
  const match = /^(name|price|stock)_(asc|desc)$/.exec(sort);
  if (!match) return null;
  return { key: match[1] as ColumnKey, direction: match[2] === 'asc' ? 'ascending' : 'descending' };
}

export function ProductList() {
  const { params, update } = useListParams();
  const query = queryOf(params);
  const products = useAdminProducts(query);
  const categories = useCategories();
  const brands = useBrands();
  const quickEdit = useQuickEdit();
  const [searchText, setSearchText] = useState(query.q ?? '');

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: searchText.trim() || undefined });
  };

  /** Sends one inline edit; on success a toast whose Undo sends `previous` back. */
  const save = async (row: AdminProductRow, edit: ProductQuickEdit, previous: ProductQuickEdit, field: string) => {
    try {
      const answer = await quickEdit.mutateAsync({ id: row.id, edit });
      toast.success(answer.message, {
        action: {
          label: 'Undo',
          onClick: () =>
            quickEdit.mutate(
              { id: row.id, edit: previous },
              {
                onSuccess: () => toast.success(`Change to ${row.name} undone`),
                onError: (error) => toast.error(staffFailureMessage(error)),
              },
            ),
        },
      });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? (error.body.errors?.[field] ?? error.body.errors?.color_id ?? staffFailureMessage(error))
          : staffFailureMessage(error);
      throw new Error(message);
    }
  };

  const columns: DataTableColumn<AdminProductRow, ColumnKey>[] = [
    {
      key: 'name',
      header: 'Product',
      sortable: true,
      rowHeader: true,
      className: 'min-w-48',
      cell: (row) => (
        <>
          <Link
            to={`/staff/products/${row.id}`}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {row.name}
          </Link>
          <span className="block text-xs font-normal text-slate-600">
            {row.category.name}
            {row.brand ? ` · ${row.brand.name}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <span className="inline-flex flex-wrap gap-1">
          <Badge tone={STATUS_TONES[row.status]}>{PRODUCT_STATUS_LABELS[row.status]}</Badge>
          {row.is_featured ? <Badge tone="brand">Featured</Badge> : null}
        </span>
      ),
    },
    {
      key: 'price',
      header: 'Price',
      sortable: true,
      align: 'end',
      cell: (row) => (
        <InlineEdit
          label={`Price of ${row.name}`}
          value={row.price}
          display={formatRs(row.price)}
          step="0.01"
          schema={quickRupeesFormSchema}
          onSave={(price) => save(row, { price }, { price: row.price }, 'price')}
        />
      ),
    },
    {
      key: 'discount_price',
      header: 'Discount price',
      align: 'end',
      cell: (row) => (
        <InlineEdit
          label={`Discount price of ${row.name}`}
          value={row.discount_price}
          display={formatRs(row.discount_price)}
          step="0.01"
          schema={quickRupeesFormSchema}
          onSave={(discount_price) =>
            save(row, { discount_price }, { discount_price: row.discount_price }, 'discount_price')
          }
        />
      ),
    },
    {
      key: 'stock',
      header: 'Stock',
      sortable: true,
      cell: (row) => <StockCell row={row} save={save} />,
    },
  ];

  const data = products.data;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Products</h1>
        <Link to="/staff/products/new" className={buttonClass('primary', 'md')}>
          <Plus aria-hidden="true" className="size-4" />
          New product
        </Link>
      </div>

      <section aria-label="Search and filters" className="mt-5 rounded-xl border border-slate-200 bg-white p-4">
        <form role="search" onSubmit={onSearch} className="flex items-end gap-2">
          <TextField
            label="Search products"
            type="search"
            className="flex-1"
            placeholder="Name, address, brand or id"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <Button type="submit" variant="secondary" icon={<Search aria-hidden="true" className="size-4" />}>
            Search
          </Button>
        </form>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Select
            label="Category"
            placeholder="All categories"
            value={query.category ?? ''}
            onChange={(event) => update({ category: event.target.value })}
            options={(categories.data ?? []).map((category) => ({ value: category.slug, label: category.name }))}
          />
          <Select
            label="Brand"
            placeholder="All brands"
            value={query.brand ?? ''}
            onChange={(event) => update({ brand: event.target.value })}
            options={(brands.data ?? []).map((brand) => ({ value: brand.slug, label: brand.name }))}
          />
          <Select
            label="Stock"
            placeholder="Any stock"
            value={query.stock ?? ''}
            onChange={(event) => update({ stock: event.target.value })}
            options={STOCK_FILTERS.map((value) => ({ value, label: STOCK_FILTER_LABELS[value] }))}
          />
          <Select
            label="Status"
            placeholder="Any status"
            value={query.status ?? ''}
            onChange={(event) => update({ status: event.target.value })}
            options={PRODUCT_STATUSES.map((value) => ({ value, label: PRODUCT_STATUS_LABELS[value] }))}
          />
          <Select
            label="Sort by"
            value={query.sort}
            onChange={(event) => update({ sort: event.target.value })}
            options={ADMIN_PRODUCT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
          />
        </div>
      </section>

      {products.isError ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {staffFailureMessage(products.error)}
        </p>
      ) : null}

      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {data ? `${data.count.toLocaleString('en-IN')} ${data.count === 1 ? 'product' : 'products'}` : ''}
      </p>
      <div className="mt-2">
        <DataTable
          caption="Products"
          captionHidden
          columns={columns}
          rows={data?.data}
          rowKey={(row) => row.id}
          loading={products.isFetching && !data}
          empty="No products match these filters."
          sort={tableSortOf(query.sort)}
          onSortChange={(sort) => {
            const key = sortableColumns[sort.key as keyof typeof sortableColumns];
            update({ sort: `${key}_${sort.direction === 'ascending' ? 'asc' : 'desc'}` });
          }}
          page={data?.page ?? query.page}
          totalPages={data?.total_pages}
          onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
          stackOnPhone
        />
      </div>
    </div>
  );
}

type Save = (row: AdminProductRow, edit: ProductQuickEdit, previous: ProductQuickEdit, field: string) => Promise<void>;

/** Stock per colour (or the product's own stock when it has none), each changeable in place. */
function StockCell({ row, save }: { row: AdminProductRow; save: Save }) {
  const level = row.stock_level === 'out' ? 'danger' : row.stock_level === 'low' ? 'warning' : 'success';
  if (row.colors.length === 0)
    return (
      <span className="inline-flex items-center gap-2">
        <InlineEdit
          label={`Stock of ${row.name}`}
          value={row.total_quantity}
          display={row.total_quantity.toLocaleString('en-IN')}
          schema={quickStockFormSchema}
          onSave={(stock) => save(row, { stock }, { stock: row.total_quantity }, 'stock')}
        />
        <Badge tone={level}>{STOCK_LABELS[row.stock_level]}</Badge>
      </span>
    );
  // Colours at 0 on a product still in stock in others: named, so the out-of-stock view says why.
  const soldOut = row.total_quantity > 0 ? row.colors.filter((color) => color.quantity === 0) : [];
  return (
    <div className="flex min-w-40 flex-col gap-1">
      {row.stock_level !== 'in' || soldOut.length > 0 ? (
        <span className="inline-flex flex-wrap gap-1">
          {row.stock_level !== 'in' ? <Badge tone={level}>{STOCK_LABELS[row.stock_level]}</Badge> : null}
          {soldOut.length > 0 ? (
            <Badge tone="danger">{`${soldOut.map((color) => color.color_name).join(', ')} sold out`}</Badge>
          ) : null}
        </span>
      ) : null}
      <ul className="flex flex-col gap-0.5">
        {row.colors.map((color) => (
          <li key={color.id} className="flex items-center gap-1.5 text-sm">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full ring-1 ring-slate-400"
              style={{ backgroundColor: color.hex_code }}
            />
            <span className="min-w-14 text-slate-700">{color.color_name}</span>
            <InlineEdit
              label={`Stock of ${row.name}, ${color.color_name}`}
              value={color.quantity}
              display={color.quantity.toLocaleString('en-IN')}
              schema={quickStockFormSchema}
              onSave={(stock) =>
                save(row, { color_id: color.id, stock }, { color_id: color.id, stock: color.quantity }, 'stock')
              }
            />
            {color.quantity === 0 ? <span className="text-xs font-medium text-red-700">Sold out</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
