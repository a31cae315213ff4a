import {
  formatNepalAddress,
  savedAddressAsNepalAddress,
  type CheckoutFormInput,
  type SavedAddress,
} from '@pasal/contract';
import { useEffect, useId, useState } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { activeLocale, t } from '../../i18n';
import { useSavedAddresses } from '../addresses';

const NEW_ADDRESS = 'new';

/** One line per saved address: its label, then the address as the shopper's language writes it. */
function describe(address: SavedAddress): string {
  return `${address.label} — ${formatNepalAddress(savedAddressAsNepalAddress(address), activeLocale()).join(', ')}`;
}

type AddressForm = Pick<UseFormReturn<CheckoutFormInput>, 'getValues' | 'setValue' | 'trigger' | 'formState'>;

const ADDRESS_FIELDS = [
  'province_id',
  'district_id',
  'local_level_id',
  'ward',
  'tole',
  'landmark',
  'postal_code',
] as const satisfies readonly (keyof CheckoutFormInput)[];

/**
 * Puts a saved address into the form's address fields. After a refused submit those fields carry
 * its messages, and setValue does not check again (only typing does): they are checked at once, so
 * an address filled in this way is not left red (issue #30).
 */
function fillFrom(form: AddressForm, address: SavedAddress): void {
  const options = { shouldDirty: true, shouldValidate: false } as const;
  form.setValue('province_id', address.province_id, options);
  form.setValue('district_id', address.district_id, options);
  form.setValue('local_level_id', address.local_level_id, options);
  form.setValue('ward', address.ward, options);
  form.setValue('tole', address.tole, options);
  form.setValue('landmark', address.landmark ?? '', options);
  form.setValue('postal_code', address.postal_code ?? '', options);
  if (form.formState.isSubmitted) void form.trigger([...ADDRESS_FIELDS]);
}

/** The saved address the form's address fields hold now, if they hold one. */
function heldAddress(form: Pick<AddressForm, 'getValues'>, saved: readonly SavedAddress[]): SavedAddress | undefined {
  const values = form.getValues();
  return saved.find(
    (address) =>
      address.district_id === values.district_id &&
      address.local_level_id === values.local_level_id &&
      address.ward === values.ward &&
      address.tole === values.tole,
  );
}

/**
 * Puts a signed-in shopper's default saved address (issue #20) into the form once, when the form
 * has no district yet, and says whether the form's starting address is settled: the saved
 * addresses have answered (or failed), the profile has, and the default is in.
 *
 * Call it in the checkout page right after the effect that fills the form from the profile: effects
 * run in the order they are declared, so the default goes in after that reset, never under it.
 * The page holds Place Order until this says true. A shopper on a slow connection who went straight
 * to Payment and placed the order before the addresses arrived had the form checked empty, jumped
 * to Shipping, and then saw the default fill every field while each kept its red message (issue #30).
 */
export function useDefaultSavedAddress(form: AddressForm, profileSettled: boolean): boolean {
  const saved = useSavedAddresses();
  const [settled, setSettled] = useState(false);
  const list = saved.data?.data;
  const answered = list !== undefined || !saved.isLoading;
  useEffect(() => {
    if (settled || !answered || !profileSettled) return;
    const fallback = list?.find((address) => address.is_default) ?? list?.[0];
    // An address the shopper already began (a district chosen) stays theirs.
    if (fallback && form.getValues('district_id') === undefined) fillFrom(form, fallback);
    setSettled(true);
    // The form's functions are stable for its lifetime; only the arrivals matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, answered, profileSettled, list]);
  return settled;
}

/**
 * "Deliver to": the saved addresses, the one the form holds chosen. Choosing one fills the address
 * fields, which stay editable; "A new address" leaves them to be filled in. Nothing is shown
 * without saved addresses.
 */
export function SavedAddressChoice({ idPrefix }: { idPrefix: string }) {
  const form = useFormContext<CheckoutFormInput>();
  const saved = useSavedAddresses().data?.data ?? [];
  const held = heldAddress(form, saved);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? (held ? String(held.id) : NEW_ADDRESS);
  const id = `${idPrefix}-saved-address-${useId()}`;

  const fill = (address: SavedAddress) => {
    fillFrom(form, address);
    setPicked(String(address.id));
  };

  if (saved.length === 0) return null;
  return (
    <div className="mb-5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('checkout.savedAddresses')}
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => {
          const address = saved.find((candidate) => String(candidate.id) === event.target.value);
          if (address) fill(address);
          else setPicked(NEW_ADDRESS);
        }}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {saved.map((address) => (
          <option key={address.id} value={String(address.id)}>
            {describe(address)}
          </option>
        ))}
        <option value={NEW_ADDRESS}>{t('checkout.newAddress')}</option>
      </select>
    </div>
  );
}
