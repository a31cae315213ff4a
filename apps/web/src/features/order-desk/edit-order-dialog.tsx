import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatRs,
  MAX_ORDER_LINE_QUANTITY,
  ORDER_EDIT_REASON_MAX_LENGTH,
  ORDER_MESSAGES,
  staffOrderEditSchema,
  type OrderEditTotals,
  type StaffOrder,
} from '@pasal/contract';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { failureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { useEditOrder, useOrderEditPreview } from './api';
import type { DeskDialogButtonProps } from './desk-dialog-button';

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

/** The change as the form makes it: every line with its new quantity (as ordered until changed), and the reason. */
const editFormSchema = staffOrderEditSchema.pick({ lines: true, reason: true }).required({ lines: true });

const asOrdered = (order: StaffOrder) =>
  (order.editable_lines ?? []).map((line) => ({ line_id: line.line_id, quantity: line.quantity }));

export function EditOrderButton({ order, afterChange, focusOnClose }: DeskDialogButtonProps) {
  const lines = order.editable_lines;
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const ids = { lines: useId(), reason: useId() };
  const save = useEditOrder(order.transaction_id);
  // Only the reason has a message: it takes the focus, goes as the reason is edited and comes back
  // only with the next save, as before react-hook-form.
  const { control, register, handleSubmit, setValue, setFocus, clearErrors, formState } = useForm<
    z.input<typeof editFormSchema>,
    unknown,
    z.output<typeof editFormSchema>
  >({
    resolver: zodResolver(editFormSchema),
    defaultValues: { lines: asOrdered(order), reason: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { field: quantities } = useController({ control, name: 'lines' });
  const wanted = quantities.value;
  const changed = (lines ?? []).some(
    (line) => (wanted.find((chosen) => chosen.line_id === line.line_id)?.quantity ?? line.quantity) !== line.quantity,
  );
  const preview = useOrderEditPreview(order.transaction_id, open && changed ? { lines: wanted } : null);
  if (!lines) return null;
  const previewError =
    changed && preview.isError ? failureMessage(preview.error, ORDER_MESSAGES.somethingWentWrong) : null;
  const after = changed && !preview.isError ? preview.data?.after : undefined;

  const submit = handleSubmit(
    (edit) =>
      save.mutate(edit, {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setOpen(false);
          afterChange();
        },
        // The refusal (not enough stock, the coupon's minimum, nothing to change) stays in view.
        onError: (error) => setAlert(failureMessage(error, ORDER_MESSAGES.somethingWentWrong)),
      }),
    (found) => {
      if (found.reason) setFocus('reason');
    },
  );

  return (
    <Dialog
      open={open}
      focusOnClose={focusOnClose}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValue('lines', asOrdered(order));
          setValue('reason', '');
          clearErrors();
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
      <form
        noValidate
        onSubmit={(event) => {
          setAlert(null);
          void submit(event);
        }}
        className="space-y-4"
      >
        <FormAlert message={alert} />
        <fieldset id={ids.lines} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Items</legend>
          <ul className="divide-y divide-slate-200 text-sm">
            {lines.map((line) => {
              const inputId = `${ids.lines}-${line.line_id}`;
              const quantity = wanted.find((chosen) => chosen.line_id === line.line_id)?.quantity ?? line.quantity;
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
                      quantities.onChange(
                        wanted.map((chosen) =>
                          chosen.line_id === line.line_id ? { ...chosen, quantity: value } : chosen,
                        ),
                      );
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
          error={formState.errors.reason?.message}
          rows={2}
          maxLength={ORDER_EDIT_REASON_MAX_LENGTH}
          {...register('reason', { onChange: () => clearErrors('reason') })}
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
