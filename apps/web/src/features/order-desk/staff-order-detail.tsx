import {
  DELIVERY_METHOD_LABELS,
  formatRs,
  ORDER_MESSAGES,
  COUNTER_PAYMENT_LABELS,
  DRAFT_ORDER_SOURCE_LABELS,
  staffDraftPagePath,
  type DraftOrigin,
  PAYMENT_GATEWAY_LABELS,
  type OrderEvent,
  type StaffOrder,
  type StaffPaymentRecord,
  staffReturnPagePath,
  type StaffOrderStatusRequest,
} from '@pasal/contract';
import { ArrowLeft } from 'lucide-react';
import { Fragment, useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../api/failure-message';
import { ApiError } from '../../api/http';
import { Spinner } from '../../components/spinner';
import { linkClass } from '../../components/ui/text-link';
import { WalkInReturn } from '../admin-returns';
import { UnitsCard } from '../serials';
import { OrderStatusBadge, TrackingDetails } from '../orders';
import { useMoveOrder, useStaffOrder, useUndoMove } from './api';
import { addressLinesOf } from './address-lines';
import { CancelWithReasonButton, ConfirmMoveButton, UndoBar } from './desk-moves';
import { PrintButtons } from './print-buttons';
import { CbmsStatus } from './cbms-status';
import { MOVE_LABELS, PAYMENT_STATUS_LABELS } from './filters';
import { PaymentBadge } from './payment-badge';
import { ShipButton } from './ship-dialog';
import { RefundButton, RefundsAndCreditNotes } from './refund-dialog';
import { EditDeliveryButton } from './edit-delivery-dialog';
import { EditOrderButton } from './edit-order-dialog';
import { useFocusOnNextClose } from '../../components/ui/dialog';

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const errorText = (error: unknown) => failureMessage(error, ORDER_MESSAGES.somethingWentWrong);

const buttonBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700';
const primary = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;

function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}>
      <h2 id={id} className="mb-3 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Actions({ order, focusTarget }: { order: StaffOrder; focusTarget: RefObject<HTMLElement | null> }) {
  const move = useMoveOrder(order.transaction_id);
  const undo = useUndoMove(order.transaction_id);
  // After Processing or Delivered: "Undo" until this Date.now() instant (issue #33).
  const [undoable, setUndoable] = useState<{ status: string; until: number } | null>(null);
  const endUndo = useCallback(() => setUndoable(null), []);
  // The button just pressed disappears with the move: the focus goes to the order's status, which
  // stays. Through a dialog, as the dialog closes (it would otherwise give the focus back to the
  // button that opened it); without one, at once.
  const { focusNextClose, focusOnClose } = useFocusOnNextClose();
  const toStatus = () => focusTarget.current;
  const afterDialogChange = () => focusNextClose(toStatus);
  const run = (request: StaffOrderStatusRequest, close?: () => void, onRefused?: (error: unknown) => boolean) =>
    move.mutate(request, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        const seconds = answer.undoable_for_seconds ?? 0;
        setUndoable(seconds > 0 ? { status: request.status, until: Date.now() + seconds * 1000 } : null);
        if (close) {
          afterDialogChange();
          close();
        } else toStatus()?.focus();
      },
      onError: (error) => {
        // The ship dialog shows a field's message next to the field and stays open.
        if (onRefused?.(error)) return;
        toast.error(errorText(error));
        close?.();
      },
    });
  const forward = order.allowed_moves.filter((status) => status !== 'Cancelled');
  const nothingToDo = order.allowed_moves.length === 0 && !order.can_refund;
  return (
    <Section title="Next step">
      {nothingToDo ? (
        <p className="text-sm text-slate-700">
          Nothing more to do: this order is {order.order_status.toLowerCase()}
          {order.payment_status === 'refunded' ? ' and refunded' : ''}.
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {forward.map((status) =>
            status === 'Shipped' ? (
              <ShipButton
                key={status}
                order={order}
                busy={move.isPending}
                onShip={(shipment, close, onRefused) => run({ status, ...shipment }, close, onRefused)}
                focusOnClose={focusOnClose}
              />
            ) : status === 'Processing' || status === 'Delivered' ? (
              <ConfirmMoveButton
                key={status}
                order={order}
                to={status}
                busy={move.isPending}
                onConfirm={(close) => run({ status }, close)}
                focusOnClose={focusOnClose}
              />
            ) : (
              <button
                key={status}
                type="button"
                className={primary}
                disabled={move.isPending}
                onClick={() => run({ status })}
              >
                {move.isPending && move.variables?.status === status ? (
                  <Spinner className="[&_[data-spinner]]:size-4" />
                ) : null}
                {MOVE_LABELS[status]}
              </button>
            ),
          )}
          {order.allowed_moves.includes('Cancelled') ? (
            <CancelWithReasonButton
              order={order}
              busy={move.isPending}
              onConfirm={(reason, close) => run({ status: 'Cancelled', reason }, close)}
              focusOnClose={focusOnClose}
            />
          ) : null}
          {order.editable_lines ? (
            <EditOrderButton order={order} afterChange={afterDialogChange} focusOnClose={focusOnClose} />
          ) : null}
          {order.editable_lines ? (
            <EditDeliveryButton order={order} afterChange={afterDialogChange} focusOnClose={focusOnClose} />
          ) : null}
          {order.can_refund ? (
            <RefundButton order={order} afterChange={afterDialogChange} focusOnClose={focusOnClose} />
          ) : null}
        </div>
      )}
      {undoable ? (
        <UndoBar
          status={undoable.status}
          until={undoable.until}
          busy={undo.isPending}
          onExpired={endUndo}
          onUndo={() =>
            undo.mutate(undefined, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(errorText(error)),
              onSettled: () => {
                endUndo();
                toStatus()?.focus();
              },
            })
          }
        />
      ) : null}
      {forward.includes('Delivered') && order.payment_gateway === 'COD' && order.payment_status === 'unpaid' ? (
        <p className="mt-3 text-xs text-slate-600">
          Cash on delivery: marking it delivered records {formatRs(order.grand_total)} as collected.
        </p>
      ) : null}
      {order.order_status === 'Pending' && order.payment_gateway !== 'COD' && order.payment_status !== 'paid' ? (
        <p className="mt-3 text-xs text-slate-600">
          Waiting for the {PAYMENT_GATEWAY_LABELS[order.payment_gateway]} payment: it can be processed once paid.
        </p>
      ) : null}
    </Section>
  );
}

/** A payment value as staff read it; a partial refund leaves the payment paid. */
const paymentLabel = (value: string) =>
  value === 'partially_refunded'
    ? 'Partly refunded'
    : (PAYMENT_STATUS_LABELS[value as keyof typeof PAYMENT_STATUS_LABELS] ?? value);

function describeEvent(event: OrderEvent): string {
  const what =
    event.kind === 'status'
      ? `${event.from ?? '—'} → ${event.to}`
      : event.kind === 'return'
        ? `Return ${event.from ? `${event.from} → ` : ''}${event.to}`
        : event.kind === 'warranty'
          ? `Warranty claim ${event.from ? `${event.from} → ` : ''}${event.to}`
          : event.kind === 'edit'
            ? `Items changed, total ${formatRs(Number(event.from))} → ${formatRs(Number(event.to))}`
            : `Payment ${event.from ? `${paymentLabel(event.from)} → ` : ''}${paymentLabel(event.to)}`;
  const who = event.by ? `${event.by} (${event.actor})` : event.actor === 'system' ? 'automatically' : event.actor;
  return `${what}, ${who}`;
}

function History({ order }: { order: StaffOrder }) {
  return (
    <Section title="History">
      <ol className="space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
        <li>
          <p className="font-medium text-ink">Placed</p>
          <time dateTime={order.created_on} className="text-xs text-slate-600">
            {when.format(new Date(order.created_on))}
          </time>
        </li>
        {order.history.map((event, index) => (
          <li key={index}>
            <p className="font-medium text-ink">{describeEvent(event)}</p>
            {event.note ? <p className="text-slate-700">{event.note}</p> : null}
            <time dateTime={event.at} className="text-xs text-slate-600">
              {when.format(new Date(event.at))}
            </time>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const ATTEMPT_STATUS_LABELS: Record<StaffPaymentRecord['status'], string> = {
  initiated: 'Started',
  completed: 'Completed',
  failed: 'Failed',
  expired: 'Expired',
};

/**
 * Every attempt to collect the money and what the provider answered (issue #33): a shopper who
 * pressed "Pay now" again, or paid in two tabs, leaves several; a second payment must be given back.
 */
function PaymentAttempts({ order }: { order: StaffOrder }) {
  return (
    // Both columns wide: six columns and a Khalti pidx (22 characters) do not fit in half. min-w-0:
    // on a phone the table scrolls inside its box instead of widening the grid and the page.
    <Section title="Payment attempts" className="min-w-0 lg:col-span-2">
      {order.payments.length === 0 ? (
        <p className="text-sm text-slate-600">No payment attempt yet.</p>
      ) : (
        // Scrolls on a phone: focusable, so the keyboard can scroll it too (axe scrollable-region-focusable).
        <div role="region" aria-label="Payment attempts table" tabIndex={0} className="-mx-1 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-1 py-1 font-medium">
                  Provider
                </th>
                <th scope="col" className="px-1 py-1 font-medium">
                  Attempt
                </th>
                <th scope="col" className="px-1 py-1 text-right font-medium">
                  Amount
                </th>
                <th scope="col" className="px-1 py-1 font-medium">
                  Status
                </th>
                <th scope="col" className="px-1 py-1 font-medium">
                  Started
                </th>
                <th scope="col" className="px-1 py-1 font-medium">
                  Answered
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {order.payments.map((payment, index) => (
                <tr key={`${payment.attempt ?? ''}:${index}`} className={payment.duplicate ? 'bg-red-50' : undefined}>
                  <td className="px-1 py-2">{PAYMENT_GATEWAY_LABELS[payment.provider]}</td>
                  <td className="px-1 py-2 font-mono text-xs whitespace-nowrap">{payment.attempt ?? '—'}</td>
                  <td className="px-1 py-2 text-right whitespace-nowrap">{formatRs(payment.amount)}</td>
                  <td className="px-1 py-2">
                    {ATTEMPT_STATUS_LABELS[payment.status]}
                    {payment.duplicate ? (
                      <>
                        {' · '}
                        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
                          Refund due
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td className="px-1 py-2 whitespace-nowrap">
                    <time dateTime={payment.created_at}>{when.format(new Date(payment.created_at))}</time>
                  </td>
                  <td className="px-1 py-2 whitespace-nowrap">
                    {payment.answered_at ? (
                      <time dateTime={payment.answered_at}>{when.format(new Date(payment.answered_at))}</time>
                    ) : (
                      <span className="text-slate-600">No answer yet</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {order.payments.some((payment) => payment.duplicate) ? (
        <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          The customer paid more than once: give back each payment marked Refund due at the provider.
        </p>
      ) : null}
    </Section>
  );
}

const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/** How the order reaches the customer and the day promised when it was placed. */
function DeliveryFacts({ order }: { order: StaffOrder }) {
  const { delivery } = order;
  const method = DELIVERY_METHOD_LABELS[order.delivery_method];
  const zone = delivery.zone_name ? ` · ${delivery.zone_name}` : '';
  const promise = delivery.expected_by
    ? order.delivery_method === 'pickup'
      ? `Ready for pickup from ${dayOf(delivery.expected_by)}`
      : `Expected by ${dayOf(delivery.expected_by)}`
    : null;
  return (
    <p className="mb-2 text-sm text-slate-700">
      <span className="font-medium text-ink">
        {method}
        {zone}
      </span>
      {promise ? <span className="block">{promise}</span> : null}
      {order.buyer_pan ? <span className="block">Buyer PAN: {order.buyer_pan}</span> : null}
    </p>
  );
}

function Detail({ order, headingRef }: { order: StaffOrder; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const statusRef = useRef<HTMLDivElement>(null);
  const s = order.shipping;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight text-ink focus:outline-none sm:text-2xl"
          >
            Order <span className="font-mono">{order.transaction_id}</span>
          </h1>
          <p className="text-sm text-slate-600">
            Placed <time dateTime={order.created_on}>{when.format(new Date(order.created_on))}</time>
          </p>
          {order.replacement_for ? (
            <p className="mt-1 text-sm font-medium text-ink">
              Replacement for{' '}
              <Link
                to={staffReturnPagePath(order.replacement_for.return_id)}
                className="text-brand-800 underline underline-offset-2"
              >
                return {order.replacement_for.return_id}
              </Link>{' '}
              of order{' '}
              <Link
                to={`/staff/orders?order=${encodeURIComponent(order.replacement_for.transaction_id)}`}
                className="font-mono text-brand-800 underline underline-offset-2"
              >
                {order.replacement_for.transaction_id}
              </Link>
              : no charge, no bill.
            </p>
          ) : null}
        </div>
        <div
          ref={statusRef}
          tabIndex={-1}
          aria-label={`Status ${order.order_status}, payment ${PAYMENT_STATUS_LABELS[order.payment_status]}`}
          className="flex flex-wrap gap-2 rounded-lg p-1 focus:ring-2 focus:ring-brand-600 focus:outline-none"
        >
          <OrderStatusBadge status={order.order_status} />
          <PaymentBadge status={order.payment_status} />
        </div>
      </div>
      <Actions order={order} focusTarget={statusRef} />
      <PrintButtons order={order} />
      <CbmsStatus order={order} />
      {/* Serials of serialised units, recorded at packing (issue #33); only when the order has such a line. */}
      <UnitsCard transactionId={order.transaction_id} />
      {/* A customer at the counter returns units of a delivered order (issue #33). */}
      {order.order_status === 'Delivered' ? <WalkInReturn transactionId={order.transaction_id} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Items">
          <ul className="divide-y divide-slate-200 text-sm">
            {order.items.map((item) => (
              <li key={`${item.product_id}:${item.color_id ?? 0}`} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block font-medium text-ink">{item.product_name}</span>
                  <span className="block text-slate-600">
                    {item.color_name ? `${item.color_name} · ` : ''}
                    {item.quantity} × {formatRs(item.unit_price)}
                  </span>
                </span>
                <span className="shrink-0 font-medium text-ink">{formatRs(item.line_total)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-700">Subtotal</dt>
              <dd>{formatRs(order.subtotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-700">Shipping</dt>
              <dd>{order.delivery_charge === 0 ? 'Free' : formatRs(order.delivery_charge)}</dd>
            </div>
            {order.discount > 0 ? (
              <div className="flex justify-between">
                <dt className="text-slate-700">Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
                <dd>− {formatRs(order.discount)}</dd>
              </div>
            ) : null}
            {order.tax_amount > 0 ? (
              <div className="flex justify-between">
                <dt className="text-slate-700">Tax ({order.tax_percentage}%)</dt>
                <dd>{formatRs(order.tax_amount)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between font-semibold text-ink">
              <dt>Total</dt>
              <dd>{formatRs(order.grand_total)}</dd>
            </div>
          </dl>
        </Section>
        <Section title={order.delivery_method === 'pickup' ? 'Store pickup' : 'Deliver to'}>
          <DeliveryFacts order={order} />
          <address className="text-sm leading-6 [overflow-wrap:anywhere] text-slate-800 not-italic">
            <span className="font-medium text-ink">
              {order.first_name} {order.last_name}
            </span>
            {addressLinesOf(order).map((line, index) => (
              <Fragment key={index}>
                <br />
                {line}
              </Fragment>
            ))}
            <br />
            Phone: <a href={`tel:${s.phone_number}`}>{s.phone_number}</a>
            <br />
            E-mail: <a href={`mailto:${order.email}`}>{order.email}</a>
          </address>
          {order.notes ? (
            <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              <span className="font-medium">Customer's note:</span> {order.notes}
            </p>
          ) : null}
          <p className="mt-3 text-xs [overflow-wrap:anywhere] text-slate-600">
            Account: {order.customer.first_name} {order.customer.last_name}
            {order.customer.email ? <> &lt;{order.customer.email}&gt;</> : null}
          </p>
          {order.taken_as_draft ? <TakenAsDraft origin={order.taken_as_draft} /> : null}
        </Section>
        <Section title="Payment">
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">Method</dt>
              <dd>
                {order.replacement_for
                  ? 'Replacement (no charge)'
                  : order.counter_payment
                    ? `Counter sale: ${COUNTER_PAYMENT_LABELS[order.counter_payment.method]}${
                        order.counter_payment.reference ? ` (ref. ${order.counter_payment.reference})` : ''
                      }`
                    : PAYMENT_GATEWAY_LABELS[order.payment_gateway]}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">Status</dt>
              <dd>{PAYMENT_STATUS_LABELS[order.payment_status]}</dd>
            </div>
            {order.payment_reference ? (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">Reference</dt>
                <dd className="font-mono break-all">{order.payment_reference}</dd>
              </div>
            ) : null}
            {order.paid_at ? (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">Paid</dt>
                <dd>
                  <time dateTime={order.paid_at}>{when.format(new Date(order.paid_at))}</time>
                </dd>
              </div>
            ) : null}
          </dl>
        </Section>
        <RefundsAndCreditNotes order={order} />
        <PaymentAttempts order={order} />
        {order.tracking ? (
          <Section title="Shipment">
            <TrackingDetails tracking={order.tracking} delivered={order.order_status === 'Delivered'} />
          </Section>
        ) : null}
        <History order={order} />
      </div>
    </div>
  );
}

/** The details half of /staff/orders: one order and the moves staff may make now. */
export function StaffOrderDetail({ transactionId, backTo }: { transactionId: string; backTo: string }) {
  const order = useStaffOrder(transactionId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = order.isSuccess;
  // Opening an order moves focus to its heading, as a page change would.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded, transactionId]);
  return (
    <div className="space-y-4">
      <Link to={backTo} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All orders
      </Link>
      {order.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-600">
          Loading order…
        </p>
      ) : order.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {order.error instanceof ApiError && order.error.status === 404
            ? `There is no order ${transactionId}.`
            : `${ORDER_MESSAGES.somethingWentWrong}. Please reload the page.`}
        </p>
      ) : (
        <Detail order={order.data} headingRef={headingRef} />
      )}
    </div>
  );
}

/** An order staff took for the customer (issue #36): how it came in, who took it, and its draft. */
function TakenAsDraft({ origin }: { origin: DraftOrigin }) {
  return (
    <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="taken-as-draft">
      Taken by {origin.taken_by} ({DRAFT_ORDER_SOURCE_LABELS[origin.source]}) as{' '}
      <Link to={staffDraftPagePath(origin.draft_id)} className={linkClass}>
        draft #{origin.draft_id}
      </Link>
      {origin.staff_note ? <>: {origin.staff_note}</> : null}
    </p>
  );
}
