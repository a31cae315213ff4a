import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingFormValues,
  checkoutFormSchema,
  nepalProvinces,
  phoneCheckoutFormSchema,
  toPlaceOrderPayload,
  type CheckoutFormInput,
  type CheckoutFormValues,
  type CheckoutStep,
  type EsewaPaymentStart,
  type Profile,
  type SessionUser,
} from '@pasal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { Breadcrumb } from '../../components/breadcrumb';
import { t } from '../../i18n';
import { emptyDeliveryPlace, preloadNepalAddressFields } from '../addresses';
import { useProfile } from '../auth';
import { useSession } from '../../api/session-store';
import { purchasable, toLineInput, useCart, refreshCart, UnavailableLines } from '../cart';
import { ordersKeys } from '../orders';
import { goToKhalti, postEsewaForm, saveCheckout } from '../payments';
import { checkoutKeys, usePlaceOrder, useQuote, type QuoteDestination } from './api';
import { CheckoutForm } from './checkout-form';
import { firstStepWithError, STEP_FIELDS } from './checkout-steps';
import type { AppliedCoupon } from './coupon-box';
import { OrderSummary } from './order-summary';
import { useDefaultSavedAddress } from './saved-address-choice';

const EMPTY_FORM: CheckoutFormInput = {
  first_name: '',
  middle_name: '',
  last_name: '',
  email: '',
  phone: '',
  buyer_pan: '',
  ...emptyDeliveryPlace,
  additional_info: '',
  payment_method: '',
};

/** The province of an older billing address (stored by its English name), if it names one. */
function provinceIdOf(name: string): number | undefined {
  return nepalProvinces().find((province) => province.nameEn === name)?.id;
}

/**
 * Personal fields from the profile (or the session until it loads), and the account's billing
 * address. One saved as a Nepal address fills the whole address; one saved as free text before
 * gives the province, the street/tole, the landmark and a postal code, and the district,
 * municipality and ward are picked here.
 */
function prefillFrom(user: SessionUser | null, profile: Profile | undefined): CheckoutFormInput {
  const person = profile ?? user;
  const billing = profile?.billing;
  const place = billingFormValues(billing);
  return {
    ...EMPTY_FORM,
    first_name: person?.first_name ?? '',
    middle_name: person?.middle_name ?? '',
    last_name: person?.last_name ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    ...(place
      ? place
      : billing
        ? {
            province_id: provinceIdOf(billing.state),
            tole: billing.address,
            landmark: billing.monument,
            postal_code: /^\d{5}$/.test(billing.zipcode) ? billing.zipcode : '',
          }
        : {}),
  };
}

/** Server field names of the order payload → the form's. */
const SERVER_FIELDS: Record<string, keyof CheckoutFormInput> = {
  first_name: 'first_name',
  middle_name: 'middle_name',
  last_name: 'last_name',
  email: 'email',
  phone_number: 'phone',
  buyer_pan: 'buyer_pan',
  delivery_method: 'delivery_method',
  province_id: 'province_id',
  district_id: 'district_id',
  local_level_id: 'local_level_id',
  ward: 'ward',
  tole: 'tole',
  landmark: 'landmark',
  postal_code: 'postal_code',
  notes: 'additional_info',
  payment_gateway: 'payment_method',
};

export function CheckoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((state) => state.user);
  const allLines = useCart((state) => state.lines);
  const clearCart = useCart((state) => state.clear);
  const lines = useMemo(() => purchasable(allLines), [allLines]);
  const lineInputs = useMemo(() => lines.map(toLineInput), [lines]);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [step, setStep] = useState<CheckoutStep>('personal');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const focusAfterJump = useRef<FieldPath<CheckoutFormInput> | null>(null);

  const profile = useProfile();
  // An account signed up with a mobile number alone has no e-mail: the field is optional for it.
  const emailOptional = user?.email === '';
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(emailOptional ? phoneCheckoutFormSchema : checkoutFormSchema),
    defaultValues: prefillFrom(user, undefined),
  });
  // The quote follows the chosen destination: the district's zone, or pickup at the shop.
  const [deliveryMethod, districtId] = useWatch({ control: form.control, name: ['delivery_method', 'district_id'] });
  const destination = useMemo<QuoteDestination>(
    () =>
      deliveryMethod === 'pickup'
        ? { delivery_method: 'pickup' }
        : typeof districtId === 'number'
          ? { delivery_method: 'delivery', district_id: districtId }
          : {},
    [deliveryMethod, districtId],
  );
  const quote = useQuote(lineInputs, coupon?.code ?? null, destination);
  const placeOrder = usePlaceOrder();

  // The stale cart check: prices and stock are brought up to date when checkout opens.
  useEffect(() => {
    void refreshCart({ force: true });
    preloadNepalAddressFields();
  }, []);

  // Prefill once the profile arrives, unless the shopper has started filling in. Read during
  // render: react-hook-form keeps only the form state a render has read up to date, and read in
  // the effect alone isDirty stayed false, so a late profile wiped a province already chosen.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (profile.data && !isDirty) form.reset(prefillFrom(user, profile.data));
  }, [profile.data, user, form, isDirty]);
  // The default saved address goes in after that reset (this hook's effect is declared after it);
  // until the form's starting address is known, Place Order waits (issue #30).
  const startingAddressSettled = useDefaultSavedAddress(form, !profile.isLoading);

  // A coupon that stopped applying (cart changed under the minimum) is dropped with its reason.
  const quoteError =
    quote.error instanceof ApiError
      ? (quote.error.body.message ?? null)
      : quote.error
        ? t('checkout.somethingWentWrong')
        : null;
  useEffect(() => {
    if (coupon && quote.error instanceof ApiError && quote.error.status === 422) {
      toast.error(quote.error.body.message ?? t('checkout.couponInvalid'));
      setCoupon(null);
    }
  }, [coupon, quote.error]);

  useEffect(() => {
    const field = focusAfterJump.current;
    if (!field) return;
    focusAfterJump.current = null;
    // The step's inputs mount with the tab.
    requestAnimationFrame(() => form.setFocus(field));
  }, [step, form]);

  function jumpToFirstError(errorFields: string[]) {
    const first = firstStepWithError(errorFields);
    if (!first) return;
    focusAfterJump.current = STEP_FIELDS[first].find((name) => errorFields.includes(name)) ?? null;
    setStep(first);
    if (first === step && focusAfterJump.current) {
      const field = focusAfterJump.current;
      focusAfterJump.current = null;
      form.setFocus(field);
    }
  }

  /** Puts the server's field messages on the form; returns the form fields that got one. */
  function showServerFieldErrors(errors: Record<string, string> | undefined): string[] {
    const fields: string[] = [];
    for (const [serverField, message] of Object.entries(errors ?? {})) {
      const field = SERVER_FIELDS[serverField];
      if (!field) continue;
      form.setError(field, { type: 'server', message });
      fields.push(field);
    }
    return fields;
  }

  const submit = form.handleSubmit(
    (values) => {
      setSubmitError(null);
      const figures = quote.data;
      if (!figures) return;
      placeOrder.mutate(toPlaceOrderPayload(values, lineInputs, figures), {
        onSuccess: (placed) => {
          void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
          if (placed.payment.gateway === 'COD') {
            toast.success(t('checkout.success'));
            clearCart();
            void navigate('/profile/orders');
            return;
          }
          setLeaving(true);
          saveCheckout(placed);
          if (placed.payment.gateway === 'Esewa') postEsewaForm(placed.payment as EsewaPaymentStart);
          else goToKhalti(placed.payment.payment_url);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // Prices or stock changed: show the server's words and bring the cart up to date.
            toast.error(error.body.message ?? t('checkout.pricesChanged'));
            void refreshCart({ force: true });
            void queryClient.invalidateQueries({ queryKey: checkoutKeys.quotes });
            return;
          }
          if (error instanceof ApiError && error.status === 400 && error.body.errors) {
            const fields = showServerFieldErrors(error.body.errors);
            if (fields.length > 0) {
              setSubmitError(t('checkout.checkHighlighted'));
              jumpToFirstError(fields);
              return;
            }
          }
          if (error instanceof ApiError && error.status === 403 && error.body.message) {
            // The address is not proven yet: the code panel sits at the top of the page.
            toast.error(error.body.message);
            window.scrollTo({ top: 0, behavior: 'smooth' });
            return;
          }
          if (error instanceof ApiError && error.status === 422 && error.body.errors?.coupon_code) {
            toast.error(error.body.message ?? t('checkout.somethingWentWrong'));
            setCoupon(null);
            return;
          }
          if (error instanceof ApiError && error.status === 422) {
            // A business rule the shopper can act on (eSewa/Khalti below their minimum, an order too
            // large to place online): its message says what to do, so it is shown as it is, and a
            // field it names (payment_gateway → the payment method) is marked on its step.
            toast.error(error.body.message ?? t('checkout.somethingWentWrong'));
            const fields = showServerFieldErrors(error.body.errors);
            if (fields.length > 0) jumpToFirstError(fields);
            return;
          }
          toast.error(
            error instanceof ApiError && error.status === 502 && error.body.message
              ? error.body.message
              : t('checkout.somethingWentWrong'),
          );
        },
      });
    },
    (errors) => {
      setSubmitError(t('checkout.checkHighlighted'));
      jumpToFirstError(Object.keys(errors));
    },
  );

  // Only lines that can no longer be bought (an order was just refused for the last unit): the cart
  // with those lines flagged and removable, not "Your cart is empty" over a cart that is not.
  if (lines.length === 0 && allLines.length > 0 && !placeOrder.isSuccess) {
    return (
      <div className="mt-6 max-w-3xl">
        <UnavailableLines lines={allLines} nothingElse />
      </div>
    );
  }

  if (lines.length === 0 && !placeOrder.isSuccess) {
    return (
      <section className="mt-8 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-slate-100">
          <ShoppingBag aria-hidden="true" className="size-7 text-slate-600" />
        </span>
        <h2 className="text-lg font-semibold text-ink">{t('checkout.empty')}</h2>
        <Link
          to="/products"
          className="rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('checkout.startShopping')}
        </Link>
      </section>
    );
  }

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start lg:gap-10">
      <div className="order-2 min-w-0 lg:order-1">
        <CheckoutForm
          form={form}
          step={step}
          onStepChange={setStep}
          onSubmit={() => {
            // Enter in a field submits too: not before the starting address is known.
            if (startingAddressSettled) void submit();
          }}
          pending={placeOrder.isPending || leaving}
          canSubmit={Boolean(quote.data) && !quote.isFetching && startingAddressSettled}
          submitError={submitError}
          delivery={quote.data?.delivery ?? null}
          quotePending={quote.isFetching}
          total={quote.data?.grand_total ?? null}
          emailOptional={emailOptional}
        />
      </div>
      {/* Sticky here, not on the summary inside: a sticky box only moves within its parent, and
          this column was exactly as tall as the summary, so it never stuck (issue 30). */}
      <div className="order-1 lg:sticky lg:top-24 lg:order-2 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
        <UnavailableLines lines={allLines} nothingElse={false} />
        <OrderSummary
          lines={lines}
          lineInputs={lineInputs}
          quote={quote.data}
          quoteError={quoteError}
          coupon={coupon}
          onCouponApplied={(applied) => {
            setCoupon(applied);
            void queryClient.invalidateQueries({ queryKey: checkoutKeys.quote(lineInputs, applied.code, destination) });
          }}
          onCouponRemoved={() => setCoupon(null)}
        />
      </div>
    </div>
  );
}

export function CheckoutHeader() {
  return (
    <>
      <Breadcrumb
        className="mb-4"
        items={[
          { label: t('checkout.home'), to: '/' },
          { label: t('checkout.cart'), to: '/carts' },
          { label: t('checkout.title') },
        ]}
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('checkout.title')}</h1>
    </>
  );
}
