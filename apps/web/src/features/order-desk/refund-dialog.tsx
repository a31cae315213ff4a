import { zodResolver } from '@hookform/resolvers/zod';
import {
  creditNotesPagePath,
  formatRs,
  ORDER_MESSAGES,
  PAYMENT_GATEWAY_LABELS,
  REFUND_MESSAGES,
  REFUND_PAID_TO_MAX_LENGTH,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REFERENCE_MAX_LENGTH,
  refundQuote,
  rupeesToPaisa,
  paisaToRupees,
  staffRefundSchema,
  type Refundable,
  type StaffOrder,
} from '@pasal/contract';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useController, useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { failureMessage } from '../../api/failure-message';
import { ApiError } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Textarea, TextField } from '../../components/ui/field';
import { useRecordRefund } from './api';
import type { DeskDialogButtonProps } from './desk-dialog-button';

// "Record refund" on the staff order page (issue #33): staff choose units of the order's lines and
// the delivery charge, see what that pays back (the contract's refundQuote, the same rule the
// server applies) and the most that may still go back, and say how the money went: the provider's
// refund reference for eSewa and Khalti, to whom the cash was handed for cash on delivery. Below
// the actions, the order's refunds and credit notes.

const buttonBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700';
const primary = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;

const errorText = (error: unknown) => failureMessage(error, ORDER_MESSAGES.somethingWentWrong);

type FieldName = 'lines' | 'reason' | 'provider_reference' | 'paid_to';
/** The order the focus looks for a message in (not the page's: the reason comes before the reference). */
const FIELD_ORDER: readonly FieldName[] = ['lines', 'reason', 'provider_reference', 'paid_to'];
const isFieldName = (field: string): field is FieldName => (FIELD_ORDER as readonly string[]).includes(field);

/** What the form holds: units of every line of the order (0 for none), and both ways the money may go. */
interface RefundFormValues {
  lines: { line_id: number; quantity: number }[];
  delivery: boolean;
  reason: string;
  provider_reference: string;
  paid_to: string;
}

const noUnits = (refundable: Refundable | null) =>
  (refundable?.lines ?? []).map((line) => ({ line_id: line.line_id, quantity: 0 }));

/**
 * The refund as the form checks it: the contract's rules on the lines given units and on the one
 * way the money went for this order's payment, and for eSewa and Khalti the provider's reference,
 * which the contract's schema leaves for the server to ask for.
 */
function refundFormSchema(cash: boolean) {
  return z.preprocess(
    (values: RefundFormValues) => ({
      ...values,
      lines: values.lines.filter((line) => line.quantity > 0),
      provider_reference: cash ? '' : values.provider_reference,
      paid_to: cash ? values.paid_to : '',
    }),
    staffRefundSchema.superRefine((refund, context) => {
      if (!cash && refund.provider_reference === '') {
        context.addIssue({ code: 'custom', path: ['provider_reference'], message: REFUND_MESSAGES.referenceRequired });
      }
    }),
  );
}

/** What the chosen units and delivery pay back, or why they cannot be refunded. */
function amountOf(refundable: Refundable, units: RefundFormValues['lines'], delivery: boolean) {
  const quote = refundQuote(
    {
      subtotalPaisa: rupeesToPaisa(refundable.subtotal),
      deliveryChargePaisa: rupeesToPaisa(refundable.delivery_charge),
      discountPaisa: rupeesToPaisa(refundable.discount),
      paidPaisa: rupeesToPaisa(refundable.paid),
      refundedPaisa: rupeesToPaisa(refundable.refunded),
      deliveryRefunded: !refundable.delivery_refundable,
      lines: refundable.lines.map((line) => ({
        id: line.line_id,
        unitPricePaisa: rupeesToPaisa(line.unit_price),
        quantity: line.quantity,
        refundedQuantity: line.quantity - line.refundable_quantity,
      })),
    },
    {
      lines: units
        .filter(({ quantity }) => quantity > 0)
        .map(({ line_id: lineId, quantity }) => ({ lineId, quantity })),
      delivery,
    },
  );
  return typeof quote === 'string' ? null : paisaToRupees(quote.amountPaisa);
}

export function RefundButton({ order, afterChange, focusOnClose }: DeskDialogButtonProps) {
  const refundable = order.refundable;
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { lines: useId(), reason: useId(), provider_reference: useId(), paid_to: useId() };
  const refund = useRecordRefund(order.transaction_id);
  const cash = order.payment_gateway === 'COD';
  // The focus goes to the first message in FIELD_ORDER; a message goes as its field is edited
  // (but for "Cash handed to"), and comes back only with the next submit, as before react-hook-form.
  const { control, register, handleSubmit, watch, setValue, setError, clearErrors, formState } = useForm<
    RefundFormValues,
    unknown,
    z.output<typeof staffRefundSchema>
  >({
    resolver: zodResolver(refundFormSchema(cash)),
    defaultValues: { lines: noUnits(refundable), delivery: false, reason: '', provider_reference: '', paid_to: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const { field: units } = useController({ control, name: 'lines' });
  const delivery = watch('delivery');
  if (!refundable) return null;
  const provider = PAYMENT_GATEWAY_LABELS[order.payment_gateway];
  const amount = amountOf(refundable, units.value, delivery);

  const focusFirstError = (found: FieldErrors<RefundFormValues>) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
  };

  const submit = handleSubmit(
    (request) =>
      refund.mutate(request, {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setOpen(false);
          afterChange();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.body.errors) {
            const found: FieldErrors<RefundFormValues> = {};
            for (const [name, message] of Object.entries(error.body.errors)) {
              if (!isFieldName(name)) continue;
              found[name] = { type: 'server', message };
              setError(name, found[name]);
            }
            return focusFirstError(found);
          }
          toast.error(errorText(error));
          setOpen(false);
        },
      }),
    focusFirstError,
  );

  return (
    <Dialog
      open={open}
      focusOnClose={focusOnClose}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValue('lines', noUnits(refundable));
          setValue('delivery', false);
          clearErrors();
        }
      }}
      size="md"
      title="Record refund"
      description={
        cash
          ? `The shop does not move money here. Hand the cash to ${order.first_name} first, then record it here: you are recorded as the one who paid it out, the bill gets a credit note and ${order.first_name} is e-mailed.`
          : `The shop does not move money here. Refund it to ${order.first_name} in the ${provider} merchant portal first, then record it here with the portal's reference: the bill gets a credit note and ${order.first_name} is e-mailed.`
      }
      trigger={
        <button type="button" className={primary}>
          Record refund
        </button>
      }
    >
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <fieldset
          id={ids.lines}
          tabIndex={-1}
          aria-describedby={errors.lines?.message ? `${ids.lines}-error` : undefined}
          className="rounded-lg border border-slate-200 p-3"
        >
          <legend className="px-1 text-sm font-medium text-slate-800">What goes back</legend>
          <ul className="divide-y divide-slate-200 text-sm">
            {refundable.lines.map((line, index) => (
              <li key={line.line_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <label htmlFor={`${ids.lines}-${line.line_id}`} className="min-w-0">
                  <span className="block font-medium text-ink">{line.description}</span>
                  <span className="block text-slate-600">
                    {formatRs(line.unit_price)} each · {line.refundable_quantity} of {line.quantity} left to refund
                  </span>
                </label>
                <input
                  id={`${ids.lines}-${line.line_id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.refundable_quantity}
                  disabled={line.refundable_quantity === 0}
                  value={units.value[index]?.quantity ?? 0}
                  onChange={(event) => {
                    const value = Math.max(
                      0,
                      Math.min(line.refundable_quantity, Math.trunc(Number(event.target.value) || 0)),
                    );
                    units.onChange(
                      units.value.map((chosen) =>
                        chosen.line_id === line.line_id ? { ...chosen, quantity: value } : chosen,
                      ),
                    );
                    clearErrors('lines');
                  }}
                  className="h-10 w-20 rounded-lg border border-slate-300 px-2 text-right tabular-nums"
                />
              </li>
            ))}
          </ul>
          {refundable.delivery_charge > 0 ? (
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                disabled={!refundable.delivery_refundable}
                {...register('delivery', { onChange: () => clearErrors('lines') })}
              />
              Delivery charge ({formatRs(refundable.delivery_charge)})
              {refundable.delivery_refundable ? '' : ', already refunded'}
            </label>
          ) : null}
          {errors.lines?.message ? (
            <p id={`${ids.lines}-error`} role="alert" className="mt-2 text-sm text-red-700">
              {errors.lines.message}
            </p>
          ) : null}
        </fieldset>
        <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">Refund</dt>
            <dd className="font-semibold text-ink" aria-live="polite" data-testid="refund-amount">
              {amount === null ? '—' : formatRs(amount)}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">Most that may still be refunded</dt>
            <dd>{formatRs(refundable.max_amount)}</dd>
          </div>
          {refundable.refunded > 0 ? (
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">Refunded before</dt>
              <dd>{formatRs(refundable.refunded)}</dd>
            </div>
          ) : null}
        </dl>
        {cash ? (
          <TextField
            id={ids.paid_to}
            label="Cash handed to"
            optional
            hint="Who received the cash, and where (e.g. the customer, at the counter)"
            error={errors.paid_to?.message}
            maxLength={REFUND_PAID_TO_MAX_LENGTH}
            {...register('paid_to')}
          />
        ) : (
          <TextField
            id={ids.provider_reference}
            label={`${provider} refund reference`}
            requiredMark
            error={errors.provider_reference?.message}
            maxLength={REFUND_REFERENCE_MAX_LENGTH}
            autoComplete="off"
            {...register('provider_reference', { onChange: () => clearErrors('provider_reference') })}
            className="[&_input]:font-mono"
          />
        )}
        <Textarea
          id={ids.reason}
          label="Reason"
          requiredMark
          error={errors.reason?.message}
          rows={2}
          maxLength={REFUND_REASON_MAX_LENGTH}
          {...register('reason', { onChange: () => clearErrors('reason') })}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={refund.isPending}>
            {amount === null ? 'Record refund' : `Record refund of ${formatRs(amount)}`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The order's refunds and the credit notes issued against its bill, with the way to print them. */
export function RefundsAndCreditNotes({ order }: { order: StaffOrder }) {
  const headingId = useId();
  if (order.refunds.length === 0 && order.credit_notes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="mb-3 text-base font-semibold text-ink">
        Refunds and credit notes
      </h2>
      {order.refunds.length > 0 ? (
        <ol className="space-y-3 text-sm">
          {order.refunds.map((refund, index) => (
            <li key={index} className="rounded-lg border border-slate-200 p-3">
              <dl className="space-y-1">
                <Row label="Refunded">
                  <span className="font-semibold text-ink">{formatRs(refund.amount)}</span>
                </Row>
                <Row label="When">
                  <time dateTime={refund.created_at}>{when.format(new Date(refund.created_at))}</time>
                </Row>
                {refund.method === 'COD' ? (
                  <Row label="Cash paid out by">
                    {refund.recorded_by ?? 'Staff'}
                    {refund.paid_to ? ` to ${refund.paid_to}` : ''}
                  </Row>
                ) : (
                  <Row label={`${PAYMENT_GATEWAY_LABELS[refund.method]} reference`}>
                    <span className="font-mono break-all">{refund.provider_reference}</span>
                  </Row>
                )}
                <Row label="Items">
                  {[
                    ...refund.lines.map((line) => `${line.quantity} × ${line.description}`),
                    ...(refund.delivery > 0 ? ['Delivery charge'] : []),
                  ].join(', ')}
                </Row>
                <Row label="Reason">{refund.reason}</Row>
                {refund.credit_note_number ? <Row label="Credit note">{refund.credit_note_number}</Row> : null}
              </dl>
            </li>
          ))}
        </ol>
      ) : null}
      {order.credit_notes.length > 0 ? (
        <div className="mt-3 text-sm">
          <ul className="space-y-1">
            {order.credit_notes.map((note) => (
              <li key={note.credit_note_number} className="flex flex-wrap justify-between gap-2">
                <span className="font-mono">{note.credit_note_number}</span>
                <span>
                  {note.kind === 'cancellation' ? 'Cancellation' : 'Refund'}: {formatRs(note.total)} (VAT{' '}
                  {formatRs(note.vat_amount)})
                </span>
              </li>
            ))}
          </ul>
          <a
            href={creditNotesPagePath(order.transaction_id)}
            target="_blank"
            rel="noreferrer"
            className="mt-2 inline-block font-medium text-brand-800 underline underline-offset-2"
          >
            Print credit notes
          </a>
        </div>
      ) : null}
    </section>
  );
}
