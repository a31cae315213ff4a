import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS, type DeliveryMethod } from '@pasal/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { NepalAddressFields } from './nepal-address-fields';

// Where a staff-entered order goes: home delivery to a Nepal address, or pickup at the store (no
// address). For a react-hook-form form with these fields, inside its <FormProvider>: the order
// desk's "Change delivery" and the draft order editor.

/** The form's fields for the place, by their API names. */
export interface DeliveryPlaceValues {
  delivery_method: DeliveryMethod;
  province_id: number | undefined;
  district_id: number | undefined;
  local_level_id: number | undefined;
  ward: number | undefined;
  tole: string;
  landmark: string;
  postal_code: string;
}

export const emptyDeliveryPlace: DeliveryPlaceValues = {
  delivery_method: 'delivery',
  province_id: undefined,
  district_id: undefined,
  local_level_id: undefined,
  ward: undefined,
  tole: '',
  landmark: '',
  postal_code: '',
};

export function DeliveryPlaceFields({ idPrefix }: { idPrefix: string }) {
  const { control, register } = useFormContext<DeliveryPlaceValues>();
  const method = useWatch({ control, name: 'delivery_method' });
  return (
    <>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">Delivery method</legend>
        {DELIVERY_METHODS.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" value={value} className="size-4" {...register('delivery_method')} />
            {DELIVERY_METHOD_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {method === 'pickup' ? null : <NepalAddressFields idPrefix={idPrefix} />}
    </>
  );
}
