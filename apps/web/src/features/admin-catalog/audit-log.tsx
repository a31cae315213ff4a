import { imageHistorySentences, translateMessage, type CatalogueAuditEntry } from '@pasal/contract';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { useProductAudit } from './api';
import { staffFailureMessage } from '../../api/failure-message';
import { activeLocale } from '../../i18n';

// A product's change history under its editor: who changed which field when, before → after.
// Image changes are told in sentences ("Image added: …"), in the page's language (issue #35).

const FIELD_LABELS: Record<string, string> = {
  created: 'Created',
  name: 'Name',
  slug: 'Address (slug)',
  status: 'Status',
  category_id: 'Category',
  category: 'Category',
  brand_id: 'Brand',
  brand: 'Brand',
  short_description: 'Short description',
  long_description: 'Long description',
  specifications: 'Specifications',
  price: 'Price',
  discount_price: 'Discount price',
  bulk_discounts: 'Bulk discounts',
  delivery_price: 'Delivery charge',
  delivery_detail: 'Delivery text',
  colors: 'Colours',
  stock: 'Stock',
  is_featured: 'Featured',
  serialised: 'Serialised',
  warranty_months: 'Warranty (months)',
  low_stock_threshold: 'Low-stock level',
  images: 'Images',
};

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A value as one short line: text as is, lists and objects as compact JSON. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

const columns: DataTableColumn<CatalogueAuditEntry>[] = [
  {
    key: 'at',
    header: 'When',
    className: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>,
  },
  { key: 'by', header: 'Who', cell: (entry) => entry.by?.name ?? 'Someone no longer on staff' },
  { key: 'field', header: 'Field', rowHeader: true, cell: (entry) => FIELD_LABELS[entry.field] ?? entry.field },
  {
    key: 'change',
    header: 'Before → after',
    className: 'min-w-64',
    cell: (entry) => {
      const sentences = entry.field === 'images' ? imageHistorySentences(entry.before, entry.after) : null;
      if (sentences)
        return (
          <ul className="grid gap-0.5">
            {sentences.map((sentence) => (
              <li key={sentence} className="break-words text-ink">
                {translateMessage(sentence, activeLocale())}
              </li>
            ))}
          </ul>
        );
      return entry.field === 'created' ? (
        <span className="text-slate-700">Product created</span>
      ) : (
        <span className="break-words">
          <span className="text-slate-600">{describeValue(entry.before)}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> changed to </span>
          <span className="font-medium text-ink">{describeValue(entry.after)}</span>
        </span>
      );
    },
  },
];

export function AuditLog({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const audit = useProductAudit(productId, page);
  return (
    <section aria-labelledby="audit-log" className="mt-10">
      <h2 id="audit-log" className="text-lg font-semibold text-ink">
        Change history
      </h2>
      {audit.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {staffFailureMessage(audit.error)}
        </p>
      ) : null}
      <div className="mt-3">
        <DataTable
          caption="Change history"
          captionHidden
          columns={columns}
          rows={audit.data?.data}
          rowKey={(entry) => entry.id}
          loading={audit.isFetching && !audit.data}
          empty="No changes recorded yet."
          page={audit.data?.page ?? page}
          totalPages={audit.data?.total_pages}
          onPageChange={setPage}
        />
      </div>
    </section>
  );
}
