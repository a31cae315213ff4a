import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatRs,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  quickRupeesFormSchema,
  quickStatusFormSchema,
  quickStockFormSchema,
  type AdminVariantFamily,
  type AdminVariantRow,
  type ProductQuickEdit,
  type ProductStatus,
  type QuickFigureForm,
  type QuickStatusForm,
} from '@pasal/contract';
import { Check, Pencil, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { staffFailureMessage } from '../../api/failure-message';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { controlClass, TextField } from '../../components/ui/field';
import { InlineEdit } from './inline-edit';
import { STATUS_TONES } from './product-list';
import { refusalOf, useBulkQuickEdit, useVariantQuickEdit, type BulkOutcome } from './variants-api';

// The variant table (issue #35): one row per variant of the family, with its values, status,
// prices and stock, each changed in place (PATCH …/quick/, with Undo in the toast), or for the
// ticked rows at once ("Set price"). A variant sold by colour has its stock per colour, changed in
// its editor. This product's row says so.

type Family = NonNullable<AdminVariantFamily['family']>;
type BulkField = 'price' | 'discount_price' | 'stock';

const BULK_LABELS: Record<BulkField, { action: string; field: string; input: string }> = {
  price: { action: 'Set price', field: 'Price', input: 'New price (Rs.)' },
  discount_price: { action: 'Set discount price', field: 'Discount price', input: 'New discount price (Rs.)' },
  stock: { action: 'Set stock', field: 'Stock', input: 'New stock (units)' },
};

const STOCK_LABELS = { in: 'In stock', low: 'Low stock', out: 'Out of stock' } as const;
const STOCK_TONES = { in: 'success', low: 'warning', out: 'danger' } as const;

const valuesOf = (row: AdminVariantRow) => (row.option_values.length ? row.option_values.join(' / ') : row.name);
const variants = (count: number) => `${count} ${count === 1 ? 'variant' : 'variants'}`;

export function VariantTable({
  family,
  variants: rows,
  currentId,
  loading,
  onProductChanged,
}: {
  family: Family;
  variants: AdminVariantRow[];
  currentId: number;
  loading: boolean;
  onProductChanged(): void;
}) {
  const quickEdit = useVariantQuickEdit();
  const bulk = useBulkQuickEdit();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [bulkField, setBulkField] = useState<BulkField | null>(null);
  const [refused, setRefused] = useState<BulkOutcome['refused']>([]);
  // A variant gone from the family (taken out elsewhere) is no longer ticked.
  const selected = rows.filter((row) => picked.has(row.id));
  const allTicked = selected.length === rows.length && rows.length > 0;

  const toggle = (id: number, on: boolean) =>
    setPicked((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Sends one inline edit; on success a toast whose Undo sends `previous` back. */
  const save = async (row: AdminVariantRow, edit: ProductQuickEdit, previous: ProductQuickEdit) => {
    try {
      const answer = await quickEdit.mutateAsync({ id: row.id, edit });
      if (row.id === currentId) onProductChanged();
      toast.success(answer.message, {
        action: {
          label: 'Undo',
          onClick: () =>
            quickEdit.mutate(
              { id: row.id, edit: previous },
              {
                onSuccess: () => {
                  if (row.id === currentId) onProductChanged();
                  toast.success(`Change to ${row.name} undone`);
                },
                onError: (error) => toast.error(staffFailureMessage(error)),
              },
            ),
        },
      });
    } catch (error) {
      throw new Error(refusalOf(error));
    }
  };

  const columns: DataTableColumn<AdminVariantRow>[] = [
    {
      key: 'pick',
      header: <span className="sr-only">Select</span>,
      label: 'Select',
      className: 'w-10',
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={`Select ${valuesOf(row)}`}
          checked={picked.has(row.id)}
          onChange={(event) => toggle(row.id, event.target.checked)}
          className="size-5 rounded border-slate-400 accent-brand-700"
        />
      ),
    },
    {
      key: 'variant',
      header: `Variant (${family.options.map((option) => option.name).join(' / ')})`,
      rowHeader: true,
      className: 'min-w-44',
      cell: (row) => (
        <>
          <span className="flex flex-wrap items-center gap-2">
            {row.id === currentId ? (
              <>
                <span className="font-semibold text-ink">{valuesOf(row)}</span>
                <Badge tone="brand">This product</Badge>
              </>
            ) : (
              <Link
                to={`/staff/products/${row.id}`}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {valuesOf(row)}
              </Link>
            )}
          </span>
          <span className="block text-xs font-normal text-slate-600">{row.name}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <InlineStatus
          label={`Status of ${row.name}`}
          value={row.status}
          onSave={(status) => save(row, { status }, { status: row.status })}
        />
      ),
    },
    {
      key: 'price',
      header: 'Price',
      align: 'end',
      cell: (row) => (
        <InlineEdit
          label={`Price of ${row.name}`}
          value={row.price}
          display={formatRs(row.price)}
          step="0.01"
          schema={quickRupeesFormSchema}
          onSave={(price) => save(row, { price }, { price: row.price })}
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
          onSave={(discount_price) => save(row, { discount_price }, { discount_price: row.discount_price })}
        />
      ),
    },
    {
      key: 'stock',
      header: 'Stock',
      cell: (row) =>
        row.colors.length === 0 ? (
          <span className="inline-flex flex-wrap items-center gap-1">
            <InlineEdit
              label={`Stock of ${row.name}`}
              value={row.total_quantity}
              display={row.total_quantity.toLocaleString('en-IN')}
              schema={quickStockFormSchema}
              onSave={(stock) => save(row, { stock }, { stock: row.total_quantity })}
            />
            {row.stock_level === 'in' ? null : (
              <Badge tone={STOCK_TONES[row.stock_level]}>{STOCK_LABELS[row.stock_level]}</Badge>
            )}
          </span>
        ) : (
          <ColourStock row={row} current={row.id === currentId} />
        ),
    },
  ];

  const runBulk = (field: BulkField, value: number, onDone: () => void) => {
    const skipped = field === 'stock' ? selected.filter((row) => row.colors.length > 0) : [];
    const edits = selected
      .filter((row) => !skipped.includes(row))
      .map((row) => ({ id: row.id, name: row.name, edit: { [field]: value } }));
    bulk.mutate(edits, {
      onSuccess: (outcome) => {
        onDone();
        const { field: what } = BULK_LABELS[field];
        const done = outcome.changed.length;
        if (outcome.refused.length === 0) toast.success(`${what} set for ${variants(done)}`);
        else if (done > 0)
          toast.warning(`${what} set for ${done} of ${variants(edits.length)}; the others are listed above the table`);
        else toast.error(`${what} not changed: the reasons are listed above the table`);
        setRefused(outcome.refused);
        // What was refused stays ticked, ready for another try.
        setPicked(new Set(outcome.refused.map((row) => row.id)));
        if (outcome.changed.some((row) => row.id === currentId)) onProductChanged();
      },
      onError: (error) => {
        onDone();
        toast.error(staffFailureMessage(error));
      },
    });
  };

  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
        <label className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={allTicked}
            ref={(box) => {
              if (box) box.indeterminate = selected.length > 0 && !allTicked;
            }}
            onChange={(event) => setPicked(new Set(event.target.checked ? rows.map((row) => row.id) : []))}
            className="size-5 rounded border-slate-400 accent-brand-700"
          />
          Select all
        </label>
        <p className="text-sm text-slate-700" aria-live="polite">
          {selected.length > 0 ? `${selected.length} selected` : 'Tick variants to change them together.'}
        </p>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          {(Object.keys(BULK_LABELS) as BulkField[]).map((field) => (
            <Button
              key={field}
              size="sm"
              variant="secondary"
              disabled={selected.length === 0}
              onClick={() => setBulkField(field)}
            >
              {BULK_LABELS[field].action}
            </Button>
          ))}
        </div>
      </div>

      {refused.length > 0 ? (
        <div role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">Not changed:</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((row) => (
              <li key={row.id}>
                {row.name}: {row.message}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="ghost" className="mt-1 -ml-3" onClick={() => setRefused([])}>
            Dismiss
          </Button>
        </div>
      ) : null}

      <div className="mt-3">
        <DataTable
          caption={`Variants of ${family.name}`}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={loading}
          stackOnPhone
        />
      </div>

      {bulkField ? (
        <BulkDialog
          field={bulkField}
          selected={selected}
          pending={bulk.isPending}
          onClose={() => setBulkField(null)}
          onApply={(value) => runBulk(bulkField, value, () => setBulkField(null))}
        />
      ) : null}
    </div>
  );
}

/** A variant's stock per colour, read-only: it is changed colour by colour in the variant's editor. */
function ColourStock({ row, current }: { row: AdminVariantRow; current: boolean }) {
  return (
    <div className="flex flex-col items-start gap-1">
      {row.stock_level === 'in' ? null : (
        <Badge tone={STOCK_TONES[row.stock_level]}>{STOCK_LABELS[row.stock_level]}</Badge>
      )}
      <ul className="flex flex-col gap-0.5">
        {row.colors.map((color) => (
          // One line a colour, however long its name: a sold-out colour's 0 is red and says so.
          <li key={color.id} className="flex items-center gap-1.5 text-sm whitespace-nowrap">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full ring-1 ring-slate-400"
              style={{ backgroundColor: color.hex_code }}
            />
            <span className="text-slate-700">{color.color_name}</span>
            {color.quantity === 0 ? (
              <span className="font-semibold text-red-700 tabular-nums">
                0<span className="sr-only"> (sold out)</span>
              </span>
            ) : (
              <span className="tabular-nums">{color.quantity.toLocaleString('en-IN')}</span>
            )}
          </li>
        ))}
      </ul>
      {current ? (
        <span className="text-xs text-slate-600">Per colour: change it under Colours and stock above.</span>
      ) : (
        <Link
          to={`/staff/products/${row.id}`}
          className="text-xs font-medium text-brand-800 underline underline-offset-2"
          aria-label={`Change the stock of ${row.name} per colour, in its editor`}
        >
          Change per colour
        </Link>
      )}
    </div>
  );
}

/** A variant's status, changed in place as InlineEdit changes a number: a button, then a small form. */
function InlineStatus({
  label,
  value,
  onSave,
}: {
  label: string;
  value: ProductStatus;
  onSave(status: ProductStatus): Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  // The server's refusal stays until the next try.
  const { register, handleSubmit, reset, setError, formState } = useForm<QuickStatusForm>({
    resolver: zodResolver(quickStatusFormSchema),
    defaultValues: { status: value },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = formState.errors.status?.message;
  const pending = formState.isSubmitting;
  const opener = useRef<HTMLButtonElement>(null);
  const id = `status${useId().replace(/:/g, '')}`;

  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  const submit = handleSubmit(async ({ status }) => {
    if (status === value) return close();
    try {
      await onSave(status);
      close();
    } catch (failure) {
      setError('status', { type: 'server', message: failure instanceof Error ? failure.message : String(failure) });
    }
  });

  if (!editing)
    return (
      <button
        ref={opener}
        type="button"
        aria-label={`Change ${label.charAt(0).toLowerCase()}${label.slice(1)}: ${PRODUCT_STATUS_LABELS[value]}`}
        onClick={() => {
          reset({ status: value });
          setEditing(true);
        }}
        className="group inline-flex min-h-9 items-center gap-1.5 rounded-md px-1.5 hover:bg-slate-100"
      >
        <Badge tone={STATUS_TONES[value]}>{PRODUCT_STATUS_LABELS[value]}</Badge>
        <Pencil aria-hidden="true" className="size-3.5 text-slate-500 group-hover:text-brand-700" />
      </button>
    );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
      noValidate
      className="inline-block text-left"
    >
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <select
          id={id}
          autoFocus
          {...register('status')}
          // Enter saves, as in the number fields beside it (a select alone would not submit).
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // A fixed width (controlClass's w-full would follow the cell): a narrow cell grows to fit it.
          style={{ width: '7rem' }}
          className={`${controlClass} h-9 shrink-0 px-2 text-sm`}
        >
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PRODUCT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={pending}
          aria-label={pending ? 'Saving...' : 'Save'}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-70"
        >
          <Check aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={close}
          disabled={pending}
          aria-label="Cancel"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 max-w-56 text-xs font-medium whitespace-normal text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** One value for the ticked variants: the price, the discount price or the stock. */
function BulkDialog({
  field,
  selected,
  pending,
  onClose,
  onApply,
}: {
  field: BulkField;
  selected: AdminVariantRow[];
  pending: boolean;
  onClose(): void;
  onApply(value: number): void;
}) {
  const labels = BULK_LABELS[field];
  // The message goes as the figure is edited and comes back only with the next try, the cursor
  // back in the field.
  const { register, handleSubmit, clearErrors, formState } = useForm<QuickFigureForm, unknown, { value: number }>({
    resolver: zodResolver(field === 'stock' ? quickStockFormSchema : quickRupeesFormSchema),
    defaultValues: { value: '' },
    reValidateMode: 'onSubmit',
  });
  const byColour = field === 'stock' ? selected.filter((row) => row.colors.length > 0) : [];
  const targets = selected.length - byColour.length;
  const submit = handleSubmit(({ value }) => onApply(value));

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={`${labels.action} for ${variants(targets)}`}
      description={
        targets > 0
          ? `For ${selected
              .filter((row) => !byColour.includes(row))
              .map(valuesOf)
              .join(', ')}. Each variant is changed on its own, in its own history.`
          : 'Every ticked variant is sold by colour.'
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        {byColour.length > 0 ? (
          <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {byColour.map(valuesOf).join(', ')} {byColour.length === 1 ? 'is' : 'are'} sold by colour: change{' '}
            {byColour.length === 1 ? 'its' : 'their'} stock colour by colour in {byColour.length === 1 ? 'its' : 'each'}{' '}
            editor.
          </p>
        ) : null}
        <TextField
          autoFocus
          label={labels.input}
          type="number"
          inputMode={field === 'stock' ? 'numeric' : 'decimal'}
          min={0}
          step={field === 'stock' ? 1 : 0.01}
          disabled={targets === 0}
          {...register('value', { onChange: () => clearErrors('value') })}
          error={formState.errors.value?.message}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={pending} loadingText="Saving..." disabled={targets === 0}>
            {labels.action}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
