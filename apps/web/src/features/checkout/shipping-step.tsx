import {
  DELIVERY_METHODS,
  translateMessage,
  type CheckoutFormInput,
  type DeliveryMethod,
  type QuoteDelivery,
} from '@pasal/contract';
import { MapPin, Store, Truck } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { activeLocale, localText, t } from '../../i18n';
import { NepalAddressFields } from '../addresses';
import { useShopFacts } from '../../api/shop-info';
import { DeliveryEstimate } from './delivery-estimate';
import { SavedAddressChoice } from './saved-address-choice';

const METHOD_TEXT: Record<DeliveryMethod, { label: () => string; note: () => string; Icon: typeof Truck }> = {
  delivery: { label: () => t('checkout.homeDelivery'), note: () => t('checkout.homeDeliveryNote'), Icon: Truck },
  pickup: { label: () => t('checkout.storePickup'), note: () => t('checkout.storePickupNote'), Icon: Store },
};

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:ring-2 has-[[data-state=checked]]:ring-brand-200';
const radioClass =
  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 data-[state=checked]:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The Shipping step (issue #20): home delivery to a Nepali address (province → district →
 * municipality → ward, tole, landmark, postal code) or pickup at the shop, with the charge and the
 * expected day the server quotes for the chosen district.
 */
export function ShippingStep({
  idPrefix,
  delivery,
  quotePending,
}: {
  idPrefix: string;
  delivery: QuoteDelivery | null;
  quotePending: boolean;
}) {
  const { control, formState } = useFormContext<CheckoutFormInput>();
  const method = useWatch({ control, name: 'delivery_method' });
  const shop = useShopFacts();
  const methodError = formState.errors.delivery_method?.message;

  return (
    <fieldset>
      <legend className="text-lg font-semibold text-ink">{t('checkout.stepShipping')}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('checkout.shippingNote')}</p>
      <Controller
        control={control}
        name="delivery_method"
        render={({ field }) => (
          <RadioGroup.Root
            ref={field.ref}
            value={field.value}
            onValueChange={(value) => field.onChange(value as DeliveryMethod)}
            aria-label={t('checkout.deliveryMethod')}
            className="mt-4 grid gap-3 sm:grid-cols-2"
          >
            {DELIVERY_METHODS.map((value) => {
              const { label, note, Icon } = METHOD_TEXT[value];
              return (
                <label key={value} className={choiceClass}>
                  <RadioGroup.Item value={value} className={radioClass}>
                    <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
                  </RadioGroup.Item>
                  <span className="flex-1">
                    <span className="flex items-center gap-2 font-semibold text-ink">
                      <Icon aria-hidden="true" className="size-5 text-slate-700" />
                      {label()}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">{note()}</span>
                  </span>
                </label>
              );
            })}
          </RadioGroup.Root>
        )}
      />
      {methodError ? (
        <p className="mt-2 text-sm text-red-700">{translateMessage(methodError, activeLocale())}</p>
      ) : null}

      <div className="mt-6">
        {method === 'pickup' ? (
          <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-700" />
            <div>
              <p className="font-semibold text-ink">{t('checkout.pickupFrom')}</p>
              <p className="mt-1 text-slate-800" data-testid="pickup-address">
                {localText(shop.address, shop.addressNe)}
              </p>
              <p className="mt-1 text-slate-600">{t('checkout.openingHours', { hours: shop.openingHours })}</p>
            </div>
          </div>
        ) : (
          <>
            <SavedAddressChoice idPrefix={idPrefix} />
            <NepalAddressFields idPrefix={`${idPrefix}-address`} />
          </>
        )}
      </div>
      <div className="mt-5">
        <DeliveryEstimate delivery={delivery} pending={quotePending} />
      </div>
    </fieldset>
  );
}
