import {
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  COUPON_MESSAGES,
  COUPON_STATUS_LABELS,
  formatRs,
  type AdminCoupon,
  type CouponInputParsed,
} from '@pasal/contract';
import { ArrowLeft, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { Spinner } from '../../components/spinner';
import { formatDateTime } from '../../components/format-date';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';

import { useAdminCoupon, useDeleteCoupon, useSaveCoupon, useSetCouponActive } from './api';
import { COUPON_STATUS_TONES } from './coupon-list';
import {
  couponResolver,
  describeDiscount,
  emptyCoupon,
  isFormField,
  valuesOf,
  type CouponFormValues,
} from './coupon-values';
import { staffFailureMessage } from '../../api/failure-message';

// The coupon editor (admins): every term of a coupon, checked with the contract's schema (the
// server's messages, word for word). A saved coupon shows what it has given so far; once an order
// used it, its code is fixed (orders show it) and it can be disabled but not deleted.

export function CouponEditor({ couponId }: { couponId: number | null }) {
  const coupon = useAdminCoupon(couponId);
  if (couponId !== null && coupon.error)
    return (
      <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
        {coupon.error instanceof ApiError && coupon.error.status === 404
          ? COUPON_MESSAGES.notFound
          : staffFailureMessage(coupon.error)}
      </p>
    );
  if (couponId !== null && !coupon.data) return <Spinner label="Loading the coupon..." className="py-10" />;
  return (
    <EditorForm
      coupon={couponId === null ? null : (coupon.data ?? null)}
      onReload={async () => (await coupon.refetch()).data ?? null}
    />
  );
}

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function EditorForm({ coupon, onReload }: { coupon: AdminCoupon | null; onReload(): Promise<AdminCoupon | null> }) {
  const navigate = useNavigate();
  const save = useSaveCoupon(coupon?.id ?? null);
  const setActive = useSetCouponActive();
  const remove = useDeleteCoupon();
  const [current, setCurrent] = useState(coupon);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const form = useForm<CouponFormValues, unknown, CouponInputParsed>({
    resolver: couponResolver,
    defaultValues: coupon ? valuesOf(coupon) : emptyCoupon,
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const codeLocked = (current?.order_count ?? 0) > 0;

  const onSubmit = (values: CouponInputParsed) => {
    setFormError(null);
    setStale(false);
    // A saved coupon is switched on and off with its own button, never by the form; the version
    // it opened stops it overwriting what another admin saved meanwhile.
    const body = current ? { ...values, active: current.active, updated_at: current.updated_at } : values;
    save.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        if (!current) {
          navigate(`/staff/coupons/${answer.data.id}`, { replace: true });
          return;
        }
        setCurrent(answer.data);
        form.reset(valuesOf(answer.data));
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status >= 500) {
          toast.error(staffFailureMessage(error));
          return;
        }
        const fieldErrors = Object.entries(error.body.errors ?? {});
        const onFields = fieldErrors.filter(([path]) => isFormField(path));
        if (onFields.length > 0) {
          onFields.forEach(([path, message], index) =>
            form.setError(path as keyof CouponFormValues, { message }, { shouldFocus: index === 0 }),
          );
          return;
        }
        if (error.status === 409 && error.body.message === COUPON_MESSAGES.stale) {
          setStale(true);
          return;
        }
        setFormError(fieldErrors[0]?.[1] ?? staffFailureMessage(error));
      },
    });
  };

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await onReload();
      if (fresh) {
        setCurrent(fresh);
        form.reset(valuesOf(fresh));
        setStale(false);
        toast.success('Reloaded: this is the coupon as it is now');
      }
    } finally {
      setReloading(false);
    }
  };

  const toggle = () => {
    if (!current) return;
    setActive.mutate(
      { id: current.id, active: !current.active },
      {
        onSuccess: (answer) => {
          setCurrent(answer.data);
          toast.success(answer.message);
        },
        onError: (error) => toast.error(staffFailureMessage(error)),
      },
    );
  };

  const confirmDeletion = () => {
    if (!current) return;
    remove.mutate(current.id, {
      onSuccess: (answer) => {
        setConfirmDelete(false);
        toast.success(answer.message);
        navigate('/staff/coupons', { replace: true });
      },
      onError: (error) => {
        setConfirmDelete(false);
        toast.error(staffFailureMessage(error));
      },
    });
  };

  return (
    <div>
      <Link
        to="/staff/coupons"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All coupons
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h1 className="font-mono text-2xl font-bold tracking-tight break-all text-ink">
          {current ? current.code : <span className="font-sans">New coupon</span>}
        </h1>
        {current ? (
          <Badge tone={COUPON_STATUS_TONES[current.status]}>{COUPON_STATUS_LABELS[current.status]}</Badge>
        ) : null}
      </div>

      {current ? (
        <section aria-label="Usage" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-600">Discount</dt>
              <dd className="mt-0.5 font-semibold text-ink">{describeDiscount(current)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Uses</dt>
              <dd className="mt-0.5 font-semibold text-ink tabular-nums">
                {current.uses.toLocaleString('en-IN')}
                {current.usage_limit !== null ? ` of ${current.usage_limit.toLocaleString('en-IN')}` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Discount given</dt>
              <dd className="mt-0.5 font-semibold text-ink tabular-nums">{formatRs(current.discount_total)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Last changed</dt>
              <dd className="mt-0.5 font-semibold text-ink">{formatDateTime(current.updated_at)}</dd>
            </div>
          </dl>
          <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
            <Button
              variant="secondary"
              size="sm"
              loading={setActive.isPending}
              loadingText={current.active ? 'Disabling...' : 'Enabling...'}
              onClick={toggle}
            >
              {current.active ? 'Disable coupon' : 'Enable coupon'}
            </Button>
            {current.order_count === 0 ? (
              <ConfirmDialog
                open={confirmDelete}
                onOpenChange={setConfirmDelete}
                title={`Delete ${current.code}?`}
                description="No order has used this coupon. Deleting it cannot be undone."
                confirmLabel="Delete coupon"
                pending={remove.isPending}
                pendingLabel="Deleting..."
                onConfirm={confirmDeletion}
                trigger={
                  <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden="true" className="size-4" />}>
                    Delete
                  </Button>
                }
              />
            ) : (
              <p className="text-sm text-slate-600">
                Used in {current.order_count} {current.order_count === 1 ? 'order' : 'orders'}: it can be disabled but
                not deleted.
              </p>
            )}
          </div>
        </section>
      ) : null}

      {stale ? (
        <div role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p className="font-semibold">{COUPON_MESSAGES.stale}</p>
          <p className="mt-1 text-sm">
            Your changes were not saved. Reload to see the coupon as it is now (your changes here are discarded), then
            make them again.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            loading={reloading}
            loadingText="Reloading..."
            icon={<RotateCw aria-hidden="true" className="size-4" />}
            onClick={() => void reload()}
          >
            Reload the coupon
          </Button>
        </div>
      ) : null}
      <div className="mt-4">
        <FormAlert message={formError} />
      </div>

      <form
        noValidate
        aria-label={current ? `Edit coupon ${current.code}` : 'New coupon'}
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="mt-4 flex flex-col gap-5"
      >
        <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <legend className="px-1 text-base font-semibold text-ink">Code and discount</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Code"
              className="sm:col-span-2"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              readOnly={codeLocked}
              hint={
                codeLocked
                  ? 'Orders used this code, so it cannot change. To offer a new code, create a new coupon.'
                  : 'Letters, digits, hyphens or underscores. Shoppers may type it in any case.'
              }
              error={errors.code?.message}
              {...form.register('code', {
                setValueAs: (value: string) => value.toUpperCase(),
              })}
            />
            <fieldset className="sm:col-span-2">
              <legend className="mb-1.5 text-sm font-medium text-slate-800">Type of discount</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {COUPON_KINDS.map((value) => (
                  <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
                    <input type="radio" value={value} className="size-5 accent-brand-700" {...form.register('kind')} />
                    {COUPON_KIND_LABELS[value]}
                  </label>
                ))}
              </div>
            </fieldset>
            {kind === 'percentage' ? (
              <>
                <TextField
                  key="percentage"
                  label="Percentage off"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  step={1}
                  hint="A whole number from 1 to 100. The discount is rounded down to the rupee."
                  error={errors.percentage?.message}
                  {...form.register('percentage')}
                />
                <TextField
                  key="max_discount"
                  label="Cap (Rs.)"
                  optional
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  hint="The most this coupon takes off one order. Empty: no cap."
                  error={errors.max_discount?.message}
                  {...form.register('max_discount')}
                />
              </>
            ) : (
              <TextField
                key="amount"
                label="Amount off (Rs.)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                hint="Never more than the order's goods."
                error={errors.amount?.message}
                {...form.register('amount')}
              />
            )}
          </div>
        </fieldset>

        <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <legend className="px-1 text-base font-semibold text-ink">Who may use it</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Minimum subtotal (Rs.)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint="The goods, before delivery. 0: any order."
              error={errors.min_subtotal?.message}
              {...form.register('min_subtotal')}
            />
            <TextField
              label="Uses in all"
              optional
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              hint="Empty: no limit. Cancelled orders give their use back."
              error={errors.usage_limit?.message}
              {...form.register('usage_limit')}
            />
            <TextField
              label="Uses per customer"
              optional
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              hint="Empty: no limit."
              error={errors.per_customer_limit?.message}
              {...form.register('per_customer_limit')}
            />
            <div className="flex items-start gap-3 sm:col-span-3">
              <input
                id="coupon-first-order-only"
                type="checkbox"
                aria-describedby="coupon-first-order-only-hint"
                className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
                {...form.register('first_order_only')}
              />
              <div>
                <label htmlFor="coupon-first-order-only" className="text-sm font-medium text-slate-800">
                  First order only
                </label>
                <p id="coupon-first-order-only-hint" className="text-xs text-slate-600">
                  Only for customers with no earlier order (cancelled ones do not count).
                </p>
              </div>
            </div>
          </div>
        </fieldset>

        <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <legend className="px-1 text-base font-semibold text-ink">When</legend>
          <p className="text-sm text-slate-600">Times are in your time zone ({timeZone}).</p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Starts"
              optional
              type="datetime-local"
              hint="Empty: from now on."
              error={errors.valid_from?.message}
              {...form.register('valid_from')}
            />
            <TextField
              label="Ends"
              optional
              type="datetime-local"
              hint="Empty: no end."
              error={errors.valid_to?.message}
              {...form.register('valid_to')}
            />
          </div>
          {current ? null : (
            <div className="mt-4 flex items-center gap-3">
              <input
                id="coupon-active"
                type="checkbox"
                className="size-5 rounded border-slate-400 accent-brand-700"
                {...form.register('active')}
              />
              <label htmlFor="coupon-active" className="text-sm font-medium text-slate-800">
                Enabled: shoppers can use it within these dates
              </label>
            </div>
          )}
        </fieldset>

        {current && current.uses > 0 ? (
          <p className="text-sm text-slate-700">
            Changes apply to the next checkout. Orders already placed keep the discount they were given.
          </p>
        ) : null}

        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            {current ? 'Save changes' : 'Create coupon'}
          </Button>
          <Link to="/staff/coupons" className={buttonClass('ghost', 'md')}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
