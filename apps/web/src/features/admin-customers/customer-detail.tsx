import { zodResolver } from '@hookform/resolvers/zod';
import {
  CUSTOMER_DETAIL_ORDERS_SHOWN,
  customerDisableSchema,
  DISABLE_REASON_MAX_LENGTH,
  formatRs,
  PAYMENT_GATEWAY_LABELS,
  type AdminCustomerDetail,
  type AdminCustomerOrder,
  type CustomerDisableRequest,
} from '@pasal/contract';
import { ArrowLeft, Ban, CircleCheck, Star } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError } from '../../api/http';
import { Spinner } from '../../components/spinner';
import { formatDate, formatDateTime } from '../../components/format-date';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PaymentBadge } from '../order-desk';

import { useSession } from '../../api/session-store';
import { OrderStatusBadge } from '../orders';
import { useCustomer, useCustomerAccess } from './api';
import { CustomerBadges } from './customer-list';
import { EraseAccountAction, ErasedNotice } from './erase-account';
import { customerName } from './format';
import { staffFailureMessage } from '../../api/failure-message';

// One account for the back office: who it is, what it has ordered and spent, where it receives
// orders, what it has reviewed; and, for an admin, disabling it (with a reason, confirmed in a
// dialog: it signs the person out everywhere) or enabling it again. The server keeps the rules
// (not your own account, not a staff account); the screen shows its answers.

export function CustomerDetail({ id }: { id: number }) {
  const customer = useCustomer(id);
  if (customer.isPending) {
    return (
      <p className="flex items-center gap-2 py-10 text-slate-700">
        <Spinner /> Loading the customer…
      </p>
    );
  }
  if (customer.isError) {
    return (
      <div className="py-6">
        <BackLink />
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {staffFailureMessage(customer.error)}
        </p>
      </div>
    );
  }
  return <CustomerView customer={customer.data} />;
}

function BackLink() {
  return (
    <Link
      to="/staff/customers"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All customers
    </Link>
  );
}

function CustomerView({ customer }: { customer: AdminCustomerDetail }) {
  const name = customerName(customer);
  return (
    <div>
      <BackLink />
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink">{name}</h1>
          <div className="mt-1.5">
            <CustomerBadges customer={customer} />
          </div>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <EraseAccountAction customer={customer} />
          <AccessAction customer={customer} />
        </div>
      </div>

      {customer.erased ? (
        <ErasedNotice erased={customer.erased} />
      ) : customer.disabled ? (
        <div role="status" className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">
            Disabled on {formatDateTime(customer.disabled.at)}
            {customer.disabled.by ? ` by ${customer.disabled.by.name}` : ''}
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{customer.disabled.reason}</p>
        </div>
      ) : null}

      <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Orders">{customer.order_count.toLocaleString('en-IN')}</Figure>
        <Figure label="Total spent">{formatRs(customer.total_spent)}</Figure>
        <Figure label="Reviews">{customer.review_count.toLocaleString('en-IN')}</Figure>
        <Figure label="Customer since">{formatDate(customer.joined_on)}</Figure>
      </dl>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Section title="Contact" className="lg:col-span-1">
          <dl className="space-y-3 text-sm">
            <Detail label="E-mail">
              {customer.erased ? (
                // A placeholder no mail reaches: not a link.
                <span className="break-all text-slate-700">{customer.email}</span>
              ) : (
                <a href={`mailto:${customer.email}`} className="break-all text-brand-800 underline underline-offset-2">
                  {customer.email}
                </a>
              )}
            </Detail>
            <Detail label="Phone">{customer.phone || 'Not given'}</Detail>
            <Detail label="Signs in with">{signInMethods(customer)}</Detail>
          </dl>
        </Section>
        <Section title="Addresses" className="lg:col-span-2">
          <Addresses customer={customer} />
        </Section>
      </div>

      <Orders customer={customer} />
      <Reviews customer={customer} />
    </div>
  );
}

function signInMethods(customer: AdminCustomerDetail): string {
  if (customer.erased) return 'Never again (erased on request)';
  const ways = [customer.sign_in.password ? 'Password' : null, customer.sign_in.google ? 'Google' : null];
  return ways.filter(Boolean).join(' and ') || 'No way yet (password not set)';
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-ink">{children}</dd>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function Section({ title, className = '', children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`section-${title}`}
      className={`rounded-xl border border-slate-200 bg-white p-4 ${className}`}
    >
      <h2 id={`section-${title}`} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Addresses({ customer }: { customer: AdminCustomerDetail }) {
  const { billing, delivery } = customer.addresses;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Saved on the account</h3>
        {billing ? (
          <address className="mt-1 text-sm text-ink not-italic">
            {billing.address}
            <br />
            {billing.monument ? (
              <>
                Landmark: {billing.monument}
                <br />
              </>
            ) : null}
            {billing.city}, {billing.state} {billing.zipcode}
            <br />
            {billing.country}
          </address>
        ) : (
          <p className="mt-1 text-sm text-slate-600">None saved yet.</p>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Delivered to</h3>
        {delivery.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No orders yet.</p>
        ) : (
          <ul className="mt-1 space-y-3">
            {delivery.map((place) => (
              <li
                key={`${place.address}|${place.city}|${place.phone_number}|${place.last_used_on}`}
                className="text-sm"
              >
                <address className="text-ink not-italic">
                  {place.address}
                  <br />
                  {place.monument ? (
                    <>
                      Landmark: {place.monument}
                      <br />
                    </>
                  ) : null}
                  {place.city}, {place.state} {place.zipcode}
                  <br />
                  Phone {place.phone_number}
                </address>
                <span className="text-xs text-slate-600">
                  {place.order_count} {place.order_count === 1 ? 'order' : 'orders'}, last on{' '}
                  {formatDate(place.last_used_on)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

type OrderColumn = 'order' | 'placed' | 'status' | 'payment' | 'total';

const orderColumns: DataTableColumn<AdminCustomerOrder, OrderColumn>[] = [
  {
    key: 'order',
    header: 'Order',
    rowHeader: true,
    // On a phone the date sits under the id, and the payment under the status.
    cell: (order) => (
      <>
        <Link
          to={`/staff/orders?order=${encodeURIComponent(order.transaction_id)}`}
          className="font-mono text-xs font-semibold whitespace-nowrap text-brand-800 underline-offset-2 hover:underline"
        >
          {order.transaction_id}
        </Link>
        <span className="block text-xs font-normal text-slate-600 sm:hidden">{formatDate(order.created_on)}</span>
      </>
    ),
  },
  {
    key: 'placed',
    header: 'Placed',
    className: 'hidden whitespace-nowrap sm:table-cell',
    cell: (order) => formatDate(order.created_on),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (order) => (
      <span className="inline-flex flex-col items-start gap-1">
        <OrderStatusBadge status={order.order_status} />
        <span className="sm:hidden">
          <PaymentBadge status={order.payment_status} />
        </span>
      </span>
    ),
  },
  {
    key: 'payment',
    header: 'Payment',
    className: 'hidden sm:table-cell',
    cell: (order) => (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <PaymentBadge status={order.payment_status} />
        <span className="text-xs text-slate-600">{PAYMENT_GATEWAY_LABELS[order.payment_gateway]}</span>
      </span>
    ),
  },
  {
    key: 'total',
    header: 'Total',
    align: 'end',
    className: 'whitespace-nowrap',
    cell: (order) => (
      <>
        {formatRs(order.grand_total)}
        {order.counts_as_spent ? null : <span className="block text-xs text-slate-600">Not in total spent</span>}
      </>
    ),
  },
];

function Orders({ customer }: { customer: AdminCustomerDetail }) {
  const more = customer.order_count > customer.orders.length;
  return (
    <section aria-labelledby="customer-orders" className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="customer-orders" className="text-lg font-semibold text-ink">
          Orders
        </h2>
        {more ? (
          <Link
            to={`/staff/orders?q=${encodeURIComponent(customer.email)}`}
            className="text-sm font-medium text-brand-800 underline underline-offset-2"
          >
            All {customer.order_count.toLocaleString('en-IN')} orders
          </Link>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {more ? `The newest ${CUSTOMER_DETAIL_ORDERS_SHOWN}. ` : ''}Total spent counts paid orders and delivered
        cash-on-delivery orders.
      </p>
      <div className="mt-2">
        <DataTable
          caption={`Orders of ${customerName(customer)}`}
          captionHidden
          columns={orderColumns}
          rows={customer.orders}
          rowKey={(order) => order.transaction_id}
          empty="No orders yet."
        />
      </div>
    </section>
  );
}

function Reviews({ customer }: { customer: AdminCustomerDetail }) {
  return (
    <section aria-labelledby="customer-reviews" className="mt-6">
      <h2 id="customer-reviews" className="text-lg font-semibold text-ink">
        Reviews
      </h2>
      {customer.reviews.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {customer.reviews.map((review) => (
            <li key={review.id} className="p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link
                  to={`/products/${review.product.slug}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {review.product.name}
                </Link>
                <span className="inline-flex items-center gap-1 text-sm text-ink">
                  <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                  {review.rating} of 5
                </span>
                {review.verified_purchase ? <Badge tone="success">Verified purchase</Badge> : null}
                <span className="text-xs text-slate-600">{formatDate(review.created_on)}</span>
              </div>
              <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{review.review_text}</p>
            </li>
          ))}
        </ul>
      )}
      {customer.review_count > customer.reviews.length ? (
        <p className="mt-2 text-sm text-slate-600">
          The newest {customer.reviews.length} of {customer.review_count} reviews.
        </p>
      ) : null}
    </section>
  );
}

/**
 * Admins disable or enable; staff and the admin's own page see why they cannot. A staff account
 * loses its role on the Staff screen first (the server refuses otherwise).
 */
const ACCESS_ACTION_ID = 'customer-access-action';

function AccessAction({ customer }: { customer: AdminCustomerDetail }) {
  const me = useSession((state) => state.user);
  const access = useCustomerAccess(customer.id);
  const [open, setOpen] = useState(false);
  // After a change the button that undoes it takes the focus (the one pressed is gone, and with
  // it the disable dialog), once the account's new state is drawn.
  const changed = useRef(false);
  const focusOnceDrawn = () => {
    changed.current = true;
  };
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    document.getElementById(ACCESS_ACTION_ID)?.focus();
  }, [customer.state]);
  // An erased account is disabled for good: nothing to enable.
  if (me?.role !== 'admin' || me.id === customer.id || customer.erased) return null;
  if (customer.state === 'disabled') {
    return (
      <Button
        id={ACCESS_ACTION_ID}
        variant="secondary"
        loading={access.isPending}
        loadingText="Enabling..."
        icon={<CircleCheck aria-hidden="true" className="size-4" />}
        onClick={() =>
          access.mutate(
            { disable: false },
            {
              onSuccess: (answer) => {
                toast.success(answer.message);
                focusOnceDrawn();
              },
              onError: (error) => toast.error(staffFailureMessage(error)),
            },
          )
        }
      >
        Enable account
      </Button>
    );
  }
  if (customer.role !== 'customer') {
    return (
      <p className="max-w-xs text-sm text-slate-600">
        Staff accounts are not disabled here: remove the role on the{' '}
        <Link to="/staff/members" className="font-medium text-brand-800 underline underline-offset-2">
          Staff screen
        </Link>{' '}
        first.
      </p>
    );
  }
  return (
    <DisableDialog
      customer={customer}
      open={open}
      onOpenChange={setOpen}
      onDisabled={focusOnceDrawn}
      trigger={
        <Button id={ACCESS_ACTION_ID} variant="danger" icon={<Ban aria-hidden="true" className="size-4" />}>
          Disable account
        </Button>
      }
    />
  );
}

function DisableDialog({
  customer,
  open,
  onOpenChange,
  onDisabled,
  trigger,
}: {
  customer: AdminCustomerDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called once the account is disabled, before the dialog closes. */
  onDisabled(): void;
  trigger: ReactNode;
}) {
  const access = useCustomerAccess(customer.id);
  const [alert, setAlert] = useState<string | null>(null);
  const name = customerName(customer);
  // No field takes the focus and a message stays until the next submit, as before react-hook-form.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof customerDisableSchema>, unknown, CustomerDisableRequest>({
    resolver: zodResolver(customerDisableSchema),
    defaultValues: { reason: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const changeOpen = (next: boolean) => {
    if (access.isPending) return;
    if (!next) {
      reset({ reason: '' });
      setAlert(null);
    }
    onOpenChange(next);
  };

  // The alert of the last try stays through a refused reason; it goes when the request is sent.
  const submit = handleSubmit(({ reason }) => {
    setAlert(null);
    access.mutate(
      { disable: true, reason },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          reset({ reason: '' });
          onDisabled();
          onOpenChange(false);
        },
        onError: (error) => {
          const fieldMessage = error instanceof ApiError ? error.body.errors?.reason : undefined;
          if (typeof fieldMessage === 'string') setError('reason', { type: 'server', message: fieldMessage });
          else setAlert(staffFailureMessage(error));
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={`Disable ${name}?`}
      description="They are signed out everywhere at once and cannot sign in, with a password or Google, until an admin enables the account again. Their orders stay as they are."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormAlert message={alert} />
        <Textarea
          label="Reason"
          requiredMark
          hint="Kept with the account; other staff read it."
          maxLength={DISABLE_REASON_MAX_LENGTH}
          error={errors.reason?.message}
          required
          {...register('reason')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="secondary" disabled={access.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={access.isPending} loadingText="Disabling...">
            Disable account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
