import {
  CHECKOUT_STEP_FIELDS,
  COUNTRY,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_GATEWAYS,
  PROVINCE_NAMES,
  type CheckoutFormInput,
  type CheckoutStep,
  type PaymentGateway,
} from '@pasal/contract';
import { ArrowLeft, ArrowRight, Banknote, Lock, Wallet } from 'lucide-react';
import { RadioGroup, Tabs } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Spinner } from '../../components/spinner';
import { useCheckoutOptions } from './api';
import { DemoShopNotice } from './demo-shop-notice';
import { describedBy, Field, inputClass } from './form-fields';

const STEP_LABELS: Record<CheckoutStep, string> = {
  personal: 'Personal Info',
  shipping: 'Shipping',
  payment: 'Payment',
};

const GATEWAY_NOTES: Record<PaymentGateway, string> = {
  Esewa: 'Pay with your eSewa wallet. You will be taken to eSewa and brought back here.',
  Khalti: 'Pay with Khalti. You will be taken to Khalti and brought back here.',
  COD: 'Pay in cash when your order is delivered.',
};

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
 * The three-step checkout form (spec §2, §4 Checkout step): tabs and Continue/Back switch steps
 * freely; validation runs on submit, after which the form shows the first step with an error.
 */
export function CheckoutForm({
  form,
  step,
  onStepChange,
  onSubmit,
  pending,
  canSubmit,
  submitError,
}: {
  form: UseFormReturn<CheckoutFormInput>;
  step: CheckoutStep;
  onStepChange: (step: CheckoutStep) => void;
  onSubmit: () => void;
  pending: boolean;
  canSubmit: boolean;
  submitError: string | null;
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
  const stepHasError = (key: CheckoutStep) => CHECKOUT_STEP_FIELDS[key].some((name) => errors[name] !== undefined);

  return (
    <form
      aria-label="Checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {options.data?.demo_mode ? <DemoShopNotice /> : null}
      {submitError ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {submitError}
        </p>
      ) : null}
      <Tabs.Root value={step} onValueChange={(value) => onStepChange(value as CheckoutStep)}>
        <Tabs.List aria-label="Checkout steps" className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
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
                {index + 1}
              </span>
              {STEP_LABELS[key]}
              {stepHasError(key) ? (
                <>
                  <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
                  <span className="sr-only"> (has errors)</span>
                </>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="personal" className="mt-6 focus:outline-none">
          <fieldset>
            <legend className="text-lg font-semibold text-ink">Personal Info</legend>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <Field id={f('first_name')} label="First Name" error={err('first_name')}>
                <input
                  id={f('first_name')}
                  autoComplete="given-name"
                  className={inputClass}
                  {...describedBy(f('first_name'), err('first_name'))}
                  {...register('first_name')}
                />
              </Field>
              <Field id={f('middle_name')} label="Middle Name" optional error={err('middle_name')}>
                <input
                  id={f('middle_name')}
                  autoComplete="additional-name"
                  className={inputClass}
                  {...describedBy(f('middle_name'), err('middle_name'))}
                  {...register('middle_name')}
                />
              </Field>
              <Field id={f('last_name')} label="Last Name" error={err('last_name')}>
                <input
                  id={f('last_name')}
                  autoComplete="family-name"
                  className={inputClass}
                  {...describedBy(f('last_name'), err('last_name'))}
                  {...register('last_name')}
                />
              </Field>
              <Field id={f('email')} label="Email" error={err('email')}>
                <input
                  id={f('email')}
                  type="email"
                  autoComplete="email"
                  className={inputClass}
                  {...describedBy(f('email'), err('email'))}
                  {...register('email')}
                />
              </Field>
              <Field id={f('phone')} label="Phone" error={err('phone')} hint="10-digit mobile number, e.g. 9841234567">
                <input
                  id={f('phone')}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  className={inputClass}
                  {...describedBy(f('phone'), err('phone'))}
                  {...register('phone')}
                />
              </Field>
            </div>
          </fieldset>
          <StepActions>
            <span />
            <button type="button" className={primaryButton} onClick={() => onStepChange('shipping')}>
              Continue
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          </StepActions>
        </Tabs.Content>

        <Tabs.Content value="shipping" className="mt-6 focus:outline-none">
          <fieldset>
            <legend className="text-lg font-semibold text-ink">Shipping</legend>
            <p className="mt-1 text-sm text-slate-600">We deliver within Nepal.</p>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <Field id={f('country')} label="Country" error={err('country')}>
                <select
                  id={f('country')}
                  autoComplete="country-name"
                  className={inputClass}
                  {...describedBy(f('country'), err('country'))}
                  {...register('country')}
                >
                  <option value={COUNTRY}>{COUNTRY}</option>
                </select>
              </Field>
              <Field id={f('state')} label="Province" error={err('state')}>
                <select
                  id={f('state')}
                  autoComplete="address-level1"
                  className={inputClass}
                  {...describedBy(f('state'), err('state'))}
                  {...register('state')}
                >
                  <option value="">Select a province</option>
                  {PROVINCE_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={f('city')} label="City" error={err('city')}>
                <input
                  id={f('city')}
                  autoComplete="address-level2"
                  className={inputClass}
                  {...describedBy(f('city'), err('city'))}
                  {...register('city')}
                />
              </Field>
              <Field id={f('zipcode')} label="Zip Code" error={err('zipcode')}>
                <input
                  id={f('zipcode')}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  className={inputClass}
                  {...describedBy(f('zipcode'), err('zipcode'))}
                  {...register('zipcode')}
                />
              </Field>
              <Field id={f('address')} label="Address" error={err('address')} className="sm:col-span-2">
                <input
                  id={f('address')}
                  autoComplete="street-address"
                  placeholder="Street, tole, house number"
                  className={inputClass}
                  {...describedBy(f('address'), err('address'))}
                  {...register('address')}
                />
              </Field>
              <Field id={f('monument')} label="Landmark" error={err('monument')} className="sm:col-span-2">
                <input
                  id={f('monument')}
                  placeholder="A landmark near you, e.g. a temple or school"
                  className={inputClass}
                  {...describedBy(f('monument'), err('monument'))}
                  {...register('monument')}
                />
              </Field>
            </div>
          </fieldset>
          <StepActions>
            <button type="button" className={secondaryButton} onClick={() => onStepChange('personal')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </button>
            <button type="button" className={primaryButton} onClick={() => onStepChange('payment')}>
              Continue
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          </StepActions>
        </Tabs.Content>

        <Tabs.Content value="payment" className="mt-6 focus:outline-none">
          <fieldset>
            <legend className="text-lg font-semibold text-ink">Payment</legend>
            <Controller
              control={control}
              name="payment_method"
              render={({ field }) => (
                <RadioGroup.Root
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  aria-label="Payment method"
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
                          {PAYMENT_GATEWAY_LABELS[gateway]}
                          {simulated(gateway) ? (
                            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                              Test mode
                            </span>
                          ) : null}
                        </span>
                        <span className="mt-1 block text-sm text-slate-600">{GATEWAY_NOTES[gateway]}</span>
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
            <Field id={f('additional_info')} label="Additional info" error={err('additional_info')} className="mt-5">
              <textarea
                id={f('additional_info')}
                rows={3}
                placeholder="Anything the delivery person should know"
                className={`${inputClass} h-auto py-2.5`}
                {...describedBy(f('additional_info'), err('additional_info'))}
                {...register('additional_info')}
              />
            </Field>
          </fieldset>
          <StepActions>
            <button type="button" className={secondaryButton} onClick={() => onStepChange('shipping')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
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
              {pending ? 'Placing order…' : 'Place Order'}
            </button>
          </StepActions>
        </Tabs.Content>
      </Tabs.Root>
    </form>
  );
}
