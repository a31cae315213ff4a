import {
  formatRs,
  MAX_ORDER_LINE_QUANTITY,
  ORDER_EDIT_REASON_MAX_LENGTH,
  ORDER_MESSAGES,
  staffOrderEditSchema,
  type OrderEditTotals,
  type StaffOrder,
} from '@pasal/contract';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { failureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { useEditOrder, useOrderEditPreview } from './api';

// "Change items" on the staff order page (issue #36): a customer rings before the order ships to
// take a unit or an item off, or to add one. Staff set the new quantities (0 takes an item off),
// see the totals the server works out (a preview, nothing written), say why, and save; the server
// moves the stock and e-mails the customer. Offered only while the order may change
// (`editable_lines`: an open, unpaid cash-on-delivery order).

const buttonBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700';
const secondary = `${buttonBase} border border-slate-300 bg-white text-ink hover:bg-slate-50`;

const TOTAL_ROWS: [keyof OrderEditTotals, string][] = [
  ['subtotal', 'Subtotal'],
  ['delivery_charge', 'Delivery'],
  ['discount', 'Discount'],
  ['tax_amount', 'Tax'],
  ['grand_total', 'Total'],
];

/** The order's totals now and after the change, as the server worked them out (the preview). */
export function EditTotals({
  order,
  after,
  changed,
  previewError,
}: {
  order: StaffOrder;
  after: OrderEditTotals | undefined;
  changed: boolean;
  previewError: string | null;
}) {
  const captionId = useId();
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm">
      <table className="w-full" aria-labelledby={captionId}>
        <caption id={captionId} className="sr-only">
          Totals before and after the change
        </caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="font-medium">
              <span className="sr-only">Figure</span>
            </th>
            <th scope="col" className="text-right font-medium">
              Now
            </th>
            <th scope="col" className="text-right font-medium">
              After
            </th>
          </tr>
        </thead>
        <tbody aria-live="polite">
          {TOTAL_ROWS.map(([key, label]) => (
            <tr key={key} className={key === 'grand_total' ? 'font-semibold text-ink' : ''}>
              <th scope="row" className="py-0.5 text-left font-normal">
                {label}
              </th>
              <td className="text-right tabular-nums">{formatRs(order[key])}</td>
              <td className="text-right tabular-nums">{after ? formatRs(after[key]) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {changed ? null : <p className="mt-2 text-slate-600">Make a change to see the new totals.</p>}
      {previewError ? (
        <p role="alert" className="mt-2 text-red-700">
          {previewError}
        </p>
      ) : null}
    </div>
  );
}

export function EditOrderButton({ order, afterChange }: { order: StaffOrder; afterChange(): void }) {
  const lines = order.editable_lines;
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const ids = { lines: useId(), reason: useId() };
  const save = useEditOrder(order.transaction_id);

  const wanted = (lines ?? []).map((line) => ({
    line_id: line.line_id,
    quantity: quantities[line.line_id] ?? line.quantity,
  }));
  const changed = (lines ?? []).some((line) => (quantities[line.line_id] ?? line.quantity) !== line.quantity);
  const preview = useOrderEditPreview(order.transaction_id, open && changed ? { lines: wanted } : null);
  if (!lines) return null;
  const previewError =
    changed && preview.isError ? failureMessage(preview.error, ORDER_MESSAGES.somethingWentWrong) : null;
  const after = changed && !preview.isError ? preview.data?.after : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = staffOrderEditSchema.safeParse({ lines: wanted, reason });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((found) => found.path[0] === 'reason');
      setReasonError(issue?.message);
      if (issue) document.getElementById(ids.reason)?.focus();
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setOpen(false);
        afterChange();
      },
      // The refusal (not enough stock, the coupon's minimum, nothing to change) stays in view.
      onError: (error) => setAlert(failureMessage(error, ORDER_MESSAGES.somethingWentWrong)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setQuantities({});
          setReason('');
          setReasonError(undefined);
          setAlert(null);
        }
      }}
      size="md"
      title="Change items"
      description={`Set the new quantities before the order ships: 0 takes an item off. Prices stay as charged; the delivery charge and any coupon follow the new subtotal. Stock moves when you save, and ${order.first_name} is e-mailed.`}
      trigger={
        <button type="button" className={secondary}>
          Change items
        </button>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={alert} />
        <fieldset id={ids.lines} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Items</legend>
          <ul className="divide-y divide-slate-200 text-sm">
            {lines.map((line) => {
              const inputId = `${ids.lines}-${line.line_id}`;
              const quantity = quantities[line.line_id] ?? line.quantity;
              return (
                <li key={line.line_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <label htmlFor={inputId} className="min-w-0">
                    <span className="block font-medium text-ink">{line.description}</span>
                    <span className="block text-slate-600">
                      {formatRs(line.unit_price)} each · ordered {line.quantity}
                      {quantity === 0 ? ' · taken off' : ''}
                    </span>
                  </label>
                  <input
                    id={inputId}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_ORDER_LINE_QUANTITY}
                    value={quantity}
                    onChange={(event) => {
                      const value = Math.max(
                        0,
                        Math.min(MAX_ORDER_LINE_QUANTITY, Math.trunc(Number(event.target.value) || 0)),
                      );
                      setQuantities((current) => ({ ...current, [line.line_id]: value }));
                      setAlert(null);
                    }}
                    className="h-10 w-20 rounded-lg border border-slate-300 px-2 text-right tabular-nums"
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
        <EditTotals order={order} after={after} changed={changed} previewError={previewError} />
        <Textarea
          id={ids.reason}
          label="Reason"
          requiredMark
          hint="Kept in the order's history and written in the customer's e-mail"
          error={reasonError}
          value={reason}
          rows={2}
          maxLength={ORDER_EDIT_REASON_MAX_LENGTH}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={save.isPending} disabled={!changed || previewError !== null}>
            Save changes
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
