import { zodResolver } from '@hookform/resolvers/zod';
import {
  COD_HOLD_DEFAULTS,
  IDENTITY_LIMITS,
  LOW_STOCK_THRESHOLD,
  LOW_STOCK_THRESHOLD_MAX,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  COD_HOLD_LIMIT_RANGE,
  RETURN_WINDOW_DEFAULTS,
  RETURN_WINDOW_RANGE,
  PAYMENT_GATEWAYS,
  SETTINGS_MESSAGES,
  shopSettingsSchema,
  type AdminSettings,
  type ShopSettingsInput,
  type ShopSettingsValues,
} from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { formatDateTime } from '../../components/format-date';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField, Textarea } from '../../components/ui/field';
import { numberOrUnset } from '../admin-catalog';
import { useSaveSettings } from './api';
import { BrandColourField } from './brand-colour-field';
import { DeliveryZonesFieldset } from './delivery-zones';
import { AnnouncementFieldset } from './announcement-fieldset';
import { NavigationFieldset } from './navigation-fieldset';
import { SmsFieldset } from './sms-fieldset';
import { LogoSection } from './logo-section';
import { WITH_DEVANAGARI } from '../../components/devanagari';
import { staffFailureMessage } from '../../api/failure-message';

// The settings screen's form, in sections: the shop and how to reach it, the seller's legal
// details (shown on the Terms, About and Contact pages), delivery, and payment methods. Every rule
// is the contract's, checked here as the admin types and again by the server. Which order updates
// go by SMS is switched in sms-fieldset.tsx.

const FIELDS = new Set<string>(Object.keys(shopSettingsSchema.shape));

const fieldset = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5';
const legend = 'px-1 text-base font-semibold text-ink';

export function SettingsForm({ current }: { current: AdminSettings }) {
  const id = useId();
  const save = useSaveSettings();
  const [saved, setSaved] = useState(current);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ShopSettingsInput, unknown, ShopSettingsValues>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: saved.settings,
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = (values: ShopSettingsValues) => {
    setFormError(null);
    // The server says the same; here the admin hears it before sending.
    const works = saved.payment_availability.some(
      (method) => method.available && values.payment_methods.includes(method.value),
    );
    if (!works) {
      form.setError('payment_methods', { message: SETTINGS_MESSAGES.noAvailableMethod });
      return;
    }
    save.mutate(values, {
      onSuccess: (answer) => {
        toast.success(SETTINGS_MESSAGES.saved);
        setSaved(answer);
        form.reset(answer.settings);
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status >= 500) {
          toast.error(staffFailureMessage(error));
          return;
        }
        // Nested fields (announcement.link, navigation.header.0.href) belong to their top-level field.
        const onFields = Object.entries(error.body.errors ?? {}).filter(([path]) => FIELDS.has(path.split('.')[0]!));
        onFields.forEach(([path, message], index) =>
          form.setError(path as FieldPath<ShopSettingsInput>, { message }, { shouldFocus: index === 0 }),
        );
        if (onFields.length === 0) setFormError(staffFailureMessage(error));
      },
    });
  };

  const rupees = (name: 'free_delivery_threshold' | 'standard_delivery_charge') =>
    form.register(name, { setValueAs: numberOrUnset });
  const codLimit = (name: 'cod_max_open_orders' | 'cod_max_units_per_product') =>
    form.register(name, { setValueAs: numberOrUnset });
  const returnDays = (name: 'return_window_days' | 'warranty_return_window_days') =>
    form.register(name, { setValueAs: numberOrUnset });
  const lowStock = form.register('low_stock_threshold', { setValueAs: numberOrUnset });

  return (
    <div style={WITH_DEVANAGARI}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Settings</h1>
        {saved.saved ? (
          <p className="text-sm text-slate-600">
            Last saved {saved.updated_at ? formatDateTime(saved.updated_at) : ''}
          </p>
        ) : (
          <Badge tone="info">Defaults from the server's configuration</Badge>
        )}
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        What shoppers see in the footer, on the Contact, About and Terms pages, at checkout and in e-mails. A saved
        change shows in the shop at once.
      </p>

      <div className="mt-5">
        <LogoSection />
      </div>

      <form
        noValidate
        aria-label="Shop settings"
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="mt-5 flex flex-col gap-5"
      >
        <FormAlert message={formError} />

        <fieldset className={fieldset}>
          <legend className={legend}>Shop and contact</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Shop name"
              hint="The name in e-mails, the footer and page titles."
              autoComplete="organization"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label="Contact e-mail"
              type="email"
              autoComplete="email"
              spellCheck={false}
              hint="Shown to shoppers; new orders and contact messages are sent here."
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              hint="e.g. +977 9841234567 or 01-4123456"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <TextField
              label="Opening hours"
              hint="e.g. Sun - Fri 10AM - 6PM"
              error={errors.opening_hours?.message}
              {...form.register('opening_hours')}
            />
            <Textarea
              label="Address"
              rows={2}
              autoComplete="street-address"
              className="sm:col-span-2"
              error={errors.address?.message}
              {...form.register('address')}
            />
            <Textarea
              label="Nepali address (नेपालीमा ठेगाना)"
              optional
              rows={2}
              lang="ne"
              className="sm:col-span-2"
              hint="Shown on Nepali pages; blank: they show the address above (नभए माथिको ठेगाना देखिन्छ)."
              error={errors.address_ne?.message}
              {...form.register('address_ne')}
            />
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>Look</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Short name"
              optional
              maxLength={IDENTITY_LIMITS.shortName}
              hint={`Where space is short: the header on a phone and the icon on a phone's home screen. At most ${IDENTITY_LIMITS.shortName} characters; blank: the shop name.`}
              error={errors.short_name?.message}
              {...form.register('short_name')}
            />
            <BrandColourField form={form} error={errors.brand_color?.message} />
          </div>
          <h3 className="mt-5 text-sm font-semibold text-ink">Social media pages</h3>
          <p className="mt-1 text-sm text-slate-600">
            Icons in the footer and on the Contact page; a blank one is not shown.
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <TextField
                key={network}
                label={SOCIAL_NETWORK_LABELS[network]}
                optional
                type="url"
                inputMode="url"
                spellCheck={false}
                placeholder={`https://www.${network}.com/…`}
                error={errors.social?.[network]?.message}
                {...form.register(`social.${network}`)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>Seller details</legend>
          <p className="mb-3 text-sm text-slate-600">
            The disclosures Nepal's Electronic Commerce Act asks an online shop to show, on the Terms and About pages.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Legal name"
              hint="The registered business name."
              error={errors.legal_name?.message}
              {...form.register('legal_name')}
            />
            <TextField
              label="Registration number"
              error={errors.registration_no?.message}
              {...form.register('registration_no')}
            />
            <TextField label="PAN/VAT number" error={errors.pan?.message} {...form.register('pan')} />
            <TextField
              label="Grievance officer"
              hint="Name and how to reach them."
              error={errors.grievance_officer?.message}
              {...form.register('grievance_officer')}
            />
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>Delivery</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Free delivery from (Rs.)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              hint="Orders whose subtotal is this much or more ship free. 0 makes every delivery free."
              error={errors.free_delivery_threshold?.message}
              {...rupees('free_delivery_threshold')}
            />
            <TextField
              label="Standard delivery charge (Rs.)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              hint="Estimated in the cart, before the shopper's district is known, for products whose own delivery charge is 0. At checkout the zone's charge replaces it."
              error={errors.standard_delivery_charge?.message}
              {...rupees('standard_delivery_charge')}
            />
          </div>
        </fieldset>

        {/* The server always sends the zones; a form without them (an older server) leaves them alone. */}
        {saved.settings.delivery ? <DeliveryZonesFieldset form={form} className={fieldset} /> : null}

        {/* Sent by the server since issue #32; an older server's form leaves them alone. */}
        {saved.settings.announcement ? <AnnouncementFieldset form={form} className={fieldset} /> : null}
        {saved.settings.navigation ? <NavigationFieldset form={form} className={fieldset} /> : null}

        <SmsFieldset form={form} mode={saved.sms_mode} className={fieldset} />

        <fieldset className={fieldset}>
          <legend className={legend}>Cash-on-delivery limits</legend>
          <p className="mb-3 text-sm text-slate-600">
            A cash-on-delivery order holds its stock until the courier collects the cash, at no cost to the orderer.
            These limits stop one account from reserving a product's stock; past them a shopper can still pay with eSewa
            or Khalti. Orders past them are listed under Suspicious holds on the Orders screen.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Open cash-on-delivery orders per account"
              type="number"
              inputMode="numeric"
              min={COD_HOLD_LIMIT_RANGE.min}
              max={COD_HOLD_LIMIT_RANGE.max}
              step={1}
              hint={`Unpaid cash-on-delivery orders one account may have waiting for delivery at a time (default ${COD_HOLD_DEFAULTS.maxOpenOrders}).`}
              error={errors.cod_max_open_orders?.message}
              {...codLimit('cod_max_open_orders')}
            />
            <TextField
              label="Units of one product per account"
              type="number"
              inputMode="numeric"
              min={COD_HOLD_LIMIT_RANGE.min}
              max={COD_HOLD_LIMIT_RANGE.max}
              step={1}
              hint={`Units of one product one account may hold across those orders (default ${COD_HOLD_DEFAULTS.maxUnitsPerProduct}).`}
              error={errors.cod_max_units_per_product?.message}
              {...codLimit('cod_max_units_per_product')}
            />
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>Returns</legend>
          <p className="mb-3 text-sm text-slate-600">
            Days after delivery in which a customer may ask to return or replace an item from Your Orders. A product has
            a warranty when its specifications have a “Warranty” row. A category can set its own on the Categories
            screen.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Return window (days)"
              type="number"
              inputMode="numeric"
              min={RETURN_WINDOW_RANGE.min}
              max={RETURN_WINDOW_RANGE.max}
              step={1}
              hint={`Most products (default ${RETURN_WINDOW_DEFAULTS.days}).`}
              error={errors.return_window_days?.message}
              {...returnDays('return_window_days')}
            />
            <TextField
              label="Return window with a warranty (days)"
              type="number"
              inputMode="numeric"
              min={RETURN_WINDOW_RANGE.min}
              max={RETURN_WINDOW_RANGE.max}
              step={1}
              hint={`Products with a warranty (default ${RETURN_WINDOW_DEFAULTS.warrantyDays}).`}
              error={errors.warranty_return_window_days?.message}
              {...returnDays('warranty_return_window_days')}
            />
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>Stock</legend>
          <TextField
            label="Low-stock level (units)"
            type="number"
            inputMode="numeric"
            min={0}
            max={LOW_STOCK_THRESHOLD_MAX}
            step={1}
            className="max-w-md"
            hint={`A product with this many units or fewer, but some, is “Low stock” on the products list and the dashboard, unless its editor sets its own level (default ${LOW_STOCK_THRESHOLD}).`}
            error={errors.low_stock_threshold?.message}
            {...lowStock}
          />
        </fieldset>

        <fieldset className={fieldset} aria-describedby={errors.payment_methods ? `${id}-methods-error` : undefined}>
          <legend className={legend}>Payment methods</legend>
          <p className="mb-3 text-sm text-slate-600">What checkout offers. Choose at least one.</p>
          <ul className="grid gap-3 sm:grid-cols-3">
            {PAYMENT_GATEWAYS.map((gateway) => {
              const method = saved.payment_availability.find((candidate) => candidate.value === gateway);
              const inputId = `${id}-method-${gateway}`;
              return (
                <li key={gateway} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
                  <input
                    id={inputId}
                    type="checkbox"
                    value={gateway}
                    aria-describedby={`${inputId}-state`}
                    className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
                    {...form.register('payment_methods')}
                  />
                  <div className="min-w-0">
                    <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
                      {method?.label ?? gateway}
                    </label>
                    <p id={`${inputId}-state`} className="mt-1">
                      {!method || method.available ? (
                        method?.simulated ? (
                          <Badge tone="warning">Simulated: no money moves</Badge>
                        ) : (
                          <Badge tone="success">Available</Badge>
                        )
                      ) : (
                        <Badge tone="neutral">Not set up: offered once its credentials are configured</Badge>
                      )}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {errors.payment_methods ? (
            <p id={`${id}-methods-error`} role="alert" className="mt-2 text-sm text-red-700">
              {errors.payment_methods.message ?? SETTINGS_MESSAGES.paymentMethodsRequired}
            </p>
          ) : null}
        </fieldset>

        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            Save settings
          </Button>
          <Button variant="ghost" disabled={!isDirty || save.isPending} onClick={() => form.reset(saved.settings)}>
            Undo changes
          </Button>
        </div>
      </form>
    </div>
  );
}
