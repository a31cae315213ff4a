import {
  CATALOGUE_CSV_MAX_BYTES,
  CATALOGUE_CSV_MESSAGES,
  formatRs,
  isCsvTextField,
  type CatalogueCsvChange,
  type CatalogueCsvPreview,
  type CatalogueCsvRowError,
} from '@pasal/contract';
import { useMutation } from '@tanstack/react-query';
import { Download, FileCheck2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { Button } from '../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Field, controlClass } from '../../components/ui/field';
import { applyCatalogueFile, checkCatalogueFile, downloadCatalogue, rowErrorsOf } from './api';
import { RowErrors } from './row-errors';
import { WITH_DEVANAGARI } from '../../components/devanagari';
import { staffFailureMessage } from '../../api/failure-message';

// Bulk updates (admins): download the catalogue as CSV, change prices, discount prices and stock
// in a spreadsheet, check the file (the server's dry run: every change and every row error,
// nothing written), then apply it after a confirmation. The apply sends the dry run's token, so
// it is refused when the catalogue changed meanwhile (an order, another admin) and the file is
// checked again rather than applied blind.

const PAGE_SIZE = 50;
const FIELD_LABELS: Record<CatalogueCsvChange['field'], string> = {
  price: 'Price',
  discount_price: 'Discount price',
  stock: 'Stock',
  colour_ne: 'Nepali colour name (नेपालीमा)',
  short_description_ne: 'Nepali short description (नेपालीमा)',
  delivery_detail_ne: 'Nepali delivery text (नेपालीमा)',
  long_description_ne: 'Nepali long description (नेपालीमा)',
  barcode: 'Barcode',
};

/** Characters of a text the table shows: a long description's paragraphs would bury the other rows. */
const SHOWN_TEXT = 120;
/** The text's start, cut after a whole word (a cut inside a Devanagari word leaves half a letter). */
const clipped = (text: string) =>
  text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT).replace(/\s+\S*$/, '')}…` : text;

/** A value as the table shows it: rupees, units, or the start of a Nepali text (— for none yet). */
const valueOf = (change: CatalogueCsvChange, value: number | string) =>
  typeof value === 'string' || isCsvTextField(change.field)
    ? clipped(String(value)) || '—'
    : change.field === 'stock'
      ? value.toLocaleString('en-IN')
      : formatRs(value);

const columns: DataTableColumn<CatalogueCsvChange & { key: string }>[] = [
  { key: 'line', header: 'Line', cell: (change) => change.line, align: 'end' },
  {
    key: 'product',
    header: 'Product',
    rowHeader: true,
    cell: (change) => (
      <>
        {change.name}
        <span className="block text-xs font-normal break-all text-slate-600">{change.slug}</span>
      </>
    ),
  },
  { key: 'colour', header: 'Colour', cell: (change) => change.colour ?? '—' },
  { key: 'field', header: 'Field', cell: (change) => FIELD_LABELS[change.field] },
  {
    key: 'before',
    header: 'Before',
    align: 'end',
    cell: (change) => <span className="text-slate-600">{valueOf(change, change.before)}</span>,
  },
  {
    key: 'after',
    header: 'After',
    align: 'end',
    cell: (change) => <span className="font-semibold text-ink">{valueOf(change, change.after)}</span>,
  },
];

export function CatalogueImport() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [preview, setPreview] = useState<CatalogueCsvPreview | null>(null);
  /** Row errors the apply found (the catalogue changed after the check). */
  const [applyErrors, setApplyErrors] = useState<{
    errors: CatalogueCsvRowError[];
    count: number;
    rows: number;
  } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [page, setPage] = useState(1);
  const input = useRef<HTMLInputElement>(null);

  const download = useMutation({ mutationFn: downloadCatalogue });
  const check = useMutation({ mutationFn: checkCatalogueFile });
  const apply = useMutation({
    mutationFn: ({ file, token }: { file: File; token: string }) => applyCatalogueFile(file, token),
  });

  const reset = () => {
    setPreview(null);
    setApplyErrors(null);
    setPage(1);
  };

  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: ({ file: blob, name }) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = name;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      },
      onError: (error) => toast.error(staffFailureMessage(error)),
    });

  const onCheck = () => {
    reset();
    if (!file) {
      setFileError('Choose a CSV file first');
      input.current?.focus();
      return;
    }
    if (file.size > CATALOGUE_CSV_MAX_BYTES) {
      setFileError(CATALOGUE_CSV_MESSAGES.tooLarge);
      input.current?.focus();
      return;
    }
    setFileError(undefined);
    check.mutate(file, {
      onSuccess: (answer) => setPreview(answer),
      onError: (error) => {
        // A file the server cannot read (400, 413, 415) is the chooser's error; others a toast.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
          setFileError(error.body.errors?.file ?? staffFailureMessage(error));
          input.current?.focus();
        } else toast.error(staffFailureMessage(error));
      },
    });
  };

  const onApply = () => {
    if (!file || !preview) return;
    apply.mutate(
      { file, token: preview.data.token },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setConfirming(false);
          reset();
          setFile(null);
          if (input.current) input.current.value = '';
        },
        onError: (error) => {
          setConfirming(false);
          const refused = rowErrorsOf(error);
          if (refused)
            setApplyErrors({ errors: refused.row_errors, count: refused.error_count, rows: refused.error_rows });
          // 409: the catalogue moved since the check; the preview shown is no longer true.
          if (error instanceof ApiError && error.status === 409) setPreview(null);
          toast.error(staffFailureMessage(error));
        },
      },
    );
  };

  const data = preview?.data;
  const rowErrors =
    applyErrors ?? (data ? { errors: data.errors, count: data.error_count, rows: data.error_rows } : null);
  const changes = data?.changes ?? [];
  const totalPages = Math.max(1, Math.ceil(changes.length / PAGE_SIZE));
  const pageRows = changes
    .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
    .map((change) => ({ ...change, key: `${change.line}-${change.field}` }));
  const canApply = data !== undefined && data.error_count === 0 && changes.length > 0 && applyErrors === null;

  return (
    <div className="space-y-6" style={WITH_DEVANAGARI}>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Bulk updates</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          Change prices, discount prices and stock of many products at once: download the catalogue, edit it in a
          spreadsheet and import it again. Rows name their product by slug (or sku) and, for a product sold by colour,
          the colour. Leave a cell empty, or delete its column, to keep a value as it is. Nothing changes until you
          apply a checked file, and a file with any error changes nothing.
        </p>
      </div>

      <section aria-labelledby="export-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="export-heading" className="text-base font-semibold text-ink">
          1. Download the catalogue
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          One row per product, or per colour; each configuration of a product sold in variants (8GB/256GB, 12GB/512GB)
          is a product with its own row. Prices are in rupees; the name and the configuration are there to help and are
          not imported. The Nepali columns (colour_ne, short_description_ne, delivery_detail_ne, long_description_ne)
          hold what Nepali pages show (नेपाली पृष्ठमा देखिने); the long description is on a product’s first row only, its
          paragraphs in one cell. The barcode column holds the code the counter scans, one product’s only. An empty cell
          keeps the text or barcode; they are cleared in the product editor.
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          icon={<Download aria-hidden="true" className="size-4" />}
          loading={download.isPending}
          loadingText="Preparing..."
          onClick={onDownload}
        >
          Download CSV
        </Button>
      </section>

      <section aria-labelledby="import-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="import-heading" className="text-base font-semibold text-ink">
          2. Check the edited file
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
          <Field
            label="CSV file"
            error={fileError}
            hint="At most 5 MB. The check shows every change; nothing is saved."
          >
            {(control) => (
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                className={`${controlClass} py-2 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium`}
                {...control}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setFileError(undefined);
                  reset();
                }}
              />
            )}
          </Field>
          <Button
            className="sm:mt-7"
            icon={<FileCheck2 aria-hidden="true" className="size-4" />}
            loading={check.isPending}
            loadingText="Checking..."
            onClick={onCheck}
          >
            Check file
          </Button>
        </div>
      </section>

      {data ? (
        <section aria-labelledby="preview-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="preview-heading" className="text-base font-semibold text-ink">
                3. Review and apply
              </h2>
              <p role="status" className="mt-1 text-sm text-slate-700">
                {data.rows.toLocaleString('en-IN')} rows read. {preview.message}
              </p>
            </div>
            {canApply ? (
              <Button icon={<Upload aria-hidden="true" className="size-4" />} onClick={() => setConfirming(true)}>
                Apply {changes.length.toLocaleString('en-IN')} {changes.length === 1 ? 'change' : 'changes'}
              </Button>
            ) : null}
          </div>

          {rowErrors && rowErrors.count > 0 ? (
            <RowErrors errors={rowErrors.errors} count={rowErrors.count} rows={rowErrors.rows} />
          ) : null}

          {changes.length > 0 ? (
            <DataTable
              caption={`Changes in the file (${changes.length.toLocaleString('en-IN')})`}
              columns={columns}
              rows={pageRows}
              rowKey={(change) => change.key}
              page={page}
              totalPages={totalPages}
              onPageChange={setPage}
            />
          ) : null}
        </section>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Apply ${changes.length.toLocaleString('en-IN')} ${changes.length === 1 ? 'change' : 'changes'}?`}
        description={`Prices and stock of ${data?.products.toLocaleString('en-IN') ?? 0} ${data?.products === 1 ? 'product' : 'products'} change at once in the shop. If the catalogue has changed since the check, nothing is applied and you check the file again.`}
        confirmLabel="Apply changes"
        tone="primary"
        pending={apply.isPending}
        pendingLabel="Applying..."
        onConfirm={onApply}
      />
    </div>
  );
}
