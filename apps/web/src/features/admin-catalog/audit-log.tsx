import { imageHistorySentences, type CatalogueAuditEntry } from '@pasal/contract';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { useProductAudit } from './api';
import { staffFailureMessage } from '../../api/failure-message';

// A product's change history under its editor: who changed which field when, before → after.
// Image changes are told in sentences ("Image added: …"), in the page's language (issue #35), and so
// are the variant options ("Options set: RAM 8GB, Storage 256GB (family “Zorbit X”)").

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
  barcode: 'Barcode',
  images: 'Images',
  variants: 'Variants',
};

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A value as one short line: text as is, lists and objects as compact JSON. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

interface RecordedVariants {
  name: string;
  options: string[];
  values: string[] | null;
}

function isRecordedVariants(value: unknown): value is RecordedVariants {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.name === 'string' &&
    Array.isArray(record.options) &&
    (record.values === null || record.values === undefined || Array.isArray(record.values))
  );
}

/** "RAM 8GB, Storage 256GB": each option with this product's value of it. */
function optionsText(variants: RecordedVariants): string {
  return variants.options
    .map((option, index) => `${option} ${variants.values?.[index] ?? '(no value)'}`.trim())
    .join(', ');
}

/**
 * A `variants` entry (the product's family, its options and this product's values) in sentences;
 * null when the values are not such records (then the history shows them as they are).
 */
function variantHistorySentences(before: unknown, after: unknown): string[] | null {
  const was = before === null || before === undefined ? null : before;
  const now = after === null || after === undefined ? null : after;
  if ((was !== null && !isRecordedVariants(was)) || (now !== null && !isRecordedVariants(now))) return null;
  if (was === null && now === null) return null;
  if (now === null) return [`Taken out of the variants of “${was!.name}” (it was ${optionsText(was!)})`];
  if (was === null) return [`Options set: ${optionsText(now)} (family “${now.name}”)`];
  const sentences: string[] = [];
  if (was.name !== now.name) sentences.push(`Family renamed from “${was.name}” to “${now.name}”`);
  const wasText = optionsText(was);
  const nowText = optionsText(now);
  if (wasText !== nowText) sentences.push(`Options changed from ${wasText} to ${nowText}`);
  return sentences.length ? sentences : [`Options saved unchanged: ${nowText} (family “${now.name}”)`];
}

/** What a `created` entry says: a variant says which product it was made from. */
function createdText(after: unknown): string {
  const from = typeof after === 'object' && after !== null ? (after as Record<string, unknown>).variant_of : undefined;
  return typeof from === 'string' && from ? `Product created as a variant of “${from}”` : 'Product created';
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
      const sentences =
        entry.field === 'images'
          ? imageHistorySentences(entry.before, entry.after)
          : entry.field === 'variants'
            ? variantHistorySentences(entry.before, entry.after)
            : null;
      if (sentences)
        return (
          <ul className="grid gap-0.5">
            {sentences.map((sentence) => (
              <li key={sentence} className="break-words text-ink">
                {sentence}
              </li>
            ))}
          </ul>
        );
      return entry.field === 'created' ? (
        <span className="text-slate-700">{createdText(entry.after)}</span>
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
