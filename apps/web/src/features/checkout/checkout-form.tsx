import {
  PAYMENT_GATEWAYS,
  type CheckoutFormInput,
  type CheckoutStep,
  type PaymentGateway,
  type QuoteDelivery,
} from '@pasal/contract';
import { ArrowLeft, ArrowRight, Banknote, Lock, Wallet } from 'lucide-react';
import { RadioGroup, Tabs } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { Controller, FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import { Spinner } from '../../components/spinner';
import { Textarea, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { t } from '../../i18n';
import { money } from '../cart';
import { useCheckoutOptions } from './api';
import { STEP_FIELDS } from './checkout-steps';
import { DemoShopNotice } from './demo-shop-notice';
import { ShippingStep } from './shipping-step';
import { localDigits, paymentMethodName } from '../../components/locale-format';

// Looked up while rendering: the page's language is known only then.
const STEP_LABELS: Record<CheckoutStep, () => string> = {
  personal: () => t('checkout.stepPersonal'),
  shipping: () => t('checkout.stepShipping'),
  payment: () => t('checkout.stepPayment'),
};

function gatewayNote(gateway: PaymentGateway, pickup: boolean): string {
  if (gateway === 'Esewa') return t('checkout.gatewayEsewa');
  if (gateway === 'Khalti') return t('checkout.gatewayKhalti');
  return pickup ? t('checkout.gatewayCodPickup') : t('checkout.gatewayCod');
}

function GatewayIcon({ gateway }: { gateway: PaymentGateway }) {
  return gateway === 'COD' ? (
    <Banknote aria-hidden="true" className="size-5 text-slate-700" />
  ) : (
    <Wallet aria-hidden="true" className="size-5 text-slate-700" />
  );
}

const secondaryButton =
  'inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-ink hover:bg-slate-50';
const primaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700';

function StepActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap items-center justify-between gap-3">{children}</div>;
}

/**
 * The three-step checkout form (docs/rules/checkout-and-payments.md#checkout-form): tabs and
 * Continue/Back switch steps freely; validation runs on submit, after which the form shows the
 * first step with an error.
 */
export function CheckoutForm({
  form,
  step,
  onStepChange,
  onSubmit,
  pending,
  canSubmit,
  submitError,
  delivery,
  quotePending,
  total,
  emailOptional = false,
}: {
  form: UseFormReturn<CheckoutFormInput>;
  step: CheckoutStep;
  onStepChange: (step: CheckoutStep) => void;
  onSubmit: () => void;
  pending: boolean;
  canSubmit: boolean;
  submitError: string | null;
  /** The quote's delivery for the chosen district or pickup (null until one is chosen). */
  delivery: QuoteDelivery | null;
  quotePending: boolean;
  /** The quoted total in rupees (null until quoted), shown beside Place Order on phones. */
  total: number | null;
  /** An account signed up with a mobile number alone may leave the e-mail empty. */
  emailOptional?: boolean;
}) {
  const id = useId();
  const options = useCheckoutOptions();
  const simulated = (gateway: PaymentGateway) =>
    options.data?.gateways.find((candidate) => candidate.value === gateway)?.simulated ?? false;
  // Only what the shop offers (a gateway without credentials outside demo mode is not). Until the
  // answer is in, or if it cannot be had, all are listed: the server still refuses one it does not
  // offer with a message, which beats a checkout with no way to pay.
  const offered: readonly PaymentGateway[] = options.data
    ? options.data.gateways.map((candidate) => candidate.value)
    : PAYMENT_GATEWAYS;
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const f = (name: keyof CheckoutFormInput) => `${id}-${name}`;
  const err = (name: keyof CheckoutFormInput) => errors[name]?.message;
  const stepHasError = (key: CheckoutStep) => STEP_FIELDS[key].some((name) => errors[name] !== undefined);
  const pickup = useWatch({ control, name: 'delivery_method' }) === 'pickup';

  return (
    <FormProvider {...form}>
      <form
        aria-label={t('checkout.formLabel')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {options.data?.demo_mode ? <DemoShopNotice /> : null}
        {submitError ? (
          <div className="mb-4">
            <FormAlert message={submitError} />
          </div>
        ) : null}
        <Tabs.Root value={step} onValueChange={(value) => onStepChange(value as CheckoutStep)}>
          <Tabs.List
            aria-label={t('checkout.stepsLabel')}
            className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
          >
            {(Object.keys(STEP_LABELS) as CheckoutStep[]).map((key, index) => (
              <Tabs.Trigger
                key={key}
                value={key}
                className="flex h-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="hidden size-6 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold sm:inline-flex"
                >
                  {localDigits(index + 1)}
                </span>
                {STEP_LABELS[key]()}
                {stepHasError(key) ? (
                  <>
                    <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
                    <span className="sr-only"> {t('checkout.hasErrors')}</span>
                  </>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          <Tabs.Content value="personal" className="mt-6 focus:outline-none">
            <fieldset>
              <legend className="text-lg font-semibold text-ink">{t('checkout.stepPersonal')}</legend>
              <div className="mt-4 grid gap-5 sm:grid-cols-2">
                <TextField
                  id={f('first_name')}
                  label={t('checkout.firstName')}
                  requiredMark
                  error={err('first_name')}
                  autoComplete="given-name"
                  {...register('first_name')}
                />
                <TextField
                  id={f('middle_name')}
                  label={t('checkout.middleName')}
                  optional
                  error={err('middle_name')}
                  autoComplete="additional-name"
                  {...register('middle_name')}
                />
                <TextField
                  id={f('last_name')}
                  label={t('checkout.lastName')}
                  requiredMark
                  error={err('last_name')}
                  autoComplete="family-name"
                  {...register('last_name')}
                />
                <TextField
                  id={f('email')}
                  label={t('checkout.email')}
                  requiredMark={!emailOptional}
                  optional={emailOptional}
                  error={err('email')}
                  type="email"
                  autoComplete="email"
                  {...register('email')}
                />
                <TextField
                  id={f('phone')}
                  label={t('checkout.phone')}
                  requiredMark
                  error={err('phone')}
                  hint={t('checkout.phoneHint')}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  {...register('phone')}
                />
              </div>
            </fieldset>
            <StepActions>
              <span />
              <button type="button" className={primaryButton} onClick={() => onStepChange('shipping')}>
                {t('checkout.continue')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </StepActions>
          </Tabs.Content>

          <Tabs.Content value="shipping" className="mt-6 focus:outline-none">
            <ShippingStep idPrefix={id} delivery={delivery} quotePending={quotePending} />
            <StepActions>
              <button type="button" className={secondaryButton} onClick={() => onStepChange('personal')}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('checkout.back')}
              </button>
              <button type="button" className={primaryButton} onClick={() => onStepChange('payment')}>
                {t('checkout.continue')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </StepActions>
          </Tabs.Content>

          <Tabs.Content value="payment" className="mt-6 focus:outline-none">
            <fieldset>
              <legend className="text-lg font-semibold text-ink">{t('checkout.stepPayment')}</legend>
              <Controller
                control={control}
                name="payment_method"
                render={({ field }) => (
                  <RadioGroup.Root
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    aria-label={t('checkout.paymentMethod')}
                    aria-invalid={err('payment_method') ? true : undefined}
                    aria-describedby={err('payment_method') ? `${f('payment_method')}-error` : undefined}
                    className="mt-4 grid gap-3"
                  >
                    {offered.map((gateway) => (
                      <label
                        key={gateway}
                        className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:ring-2 has-[[data-state=checked]]:ring-brand-200"
                      >
                        <RadioGroup.Item
                          value={gateway}
                          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 data-[state=checked]:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                        >
                          <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
                        </RadioGroup.Item>
                        <span className="flex-1">
                          <span className="flex items-center gap-2 font-semibold text-ink">
                            <GatewayIcon gateway={gateway} />
                            {paymentMethodName(gateway)}
                            {simulated(gateway) ? (
                              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                                {t('checkout.testMode')}
                              </span>
                            ) : null}
                          </span>
                          <span className="mt-1 block text-sm text-slate-600">{gatewayNote(gateway, pickup)}</span>
                        </span>
                      </label>
                    ))}
                  </RadioGroup.Root>
                )}
              />
              {err('payment_method') ? (
                <p id={`${f('payment_method')}-error`} className="mt-2 text-sm text-red-700">
                  {err('payment_method')}
                </p>
              ) : null}
              <TextField
                id={f('buyer_pan')}
                label={t('checkout.buyerPan')}
                optional
                error={err('buyer_pan')}
                hint={t('checkout.buyerPanHint')}
                className="mt-5"
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                {...register('buyer_pan')}
              />
              <Textarea
                id={f('additional_info')}
                label={t('checkout.additionalInfo')}
                requiredMark
                error={err('additional_info')}
                className="mt-5"
                rows={3}
                placeholder={t('checkout.additionalInfoPlaceholder')}
                {...register('additional_info')}
              />
            </fieldset>
            <StepActions>
              {/* On phones the order summary is far above: the amount the button commits to is said
                  beside it (issue 30). */}
              {total !== null ? (
                <p className="w-full text-right text-base text-slate-700 lg:hidden" data-testid="place-order-total">
                  {t('checkout.total')} <strong className="font-semibold text-ink">{money(total)}</strong>
                </p>
              ) : null}
              <button type="button" className={secondaryButton} onClick={() => onStepChange('shipping')}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('checkout.back')}
              </button>
              <button
                type="submit"
                className={primaryButton}
                disabled={pending || !canSubmit}
                aria-disabled={pending || !canSubmit}
              >
                {pending ? (
                  <Spinner className="[&_[data-spinner]]:size-4 [&_[data-spinner]]:border-white/40 [&_[data-spinner]]:border-t-white" />
                ) : (
                  <Lock aria-hidden="true" className="size-4" />
                )}
                {pending ? t('checkout.placingOrder') : t('checkout.placeOrder')}
              </button>
            </StepActions>
          </Tabs.Content>
        </Tabs.Root>
      </form>
    </FormProvider>
  );
}
