import {
  formatNepalAddress,
  savedAddressAsNepalAddress,
  type CheckoutFormInput,
  type SavedAddress,
} from '@pasal/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { activeLocale, t } from '../../i18n';
import { useSavedAddresses } from '../address';
import { useProfile } from '../auth';

const NEW_ADDRESS = 'new';

/** One line per saved address: its label, then the address as the shopper's language writes it. */
function describe(address: SavedAddress): string {
  return `${address.label} — ${formatNepalAddress(savedAddressAsNepalAddress(address), activeLocale()).join(', ')}`;
}

type AddressForm = Pick<UseFormReturn<CheckoutFormInput>, 'getValues' | 'setValue'>;

function fillFrom(form: AddressForm, address: SavedAddress): void {
  const options = { shouldDirty: true, shouldValidate: false } as const;
  form.setValue('province_id', address.province_id, options);
  form.setValue('district_id', address.district_id, options);
  form.setValue('local_level_id', address.local_level_id, options);
  form.setValue('ward', address.ward, options);
  form.setValue('tole', address.tole, options);
  form.setValue('landmark', address.landmark ?? '', options);
  form.setValue('postal_code', address.postal_code ?? '', options);
}

/** The saved address the form's address fields hold now, if they hold one. */
function heldAddress(form: AddressForm, saved: readonly SavedAddress[]): SavedAddress | undefined {
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
 * has no district yet. Called by the form itself, not by the Shipping step: a shopper who goes
 * straight to Payment never shows that step, and the order must still go to the saved address
 * (it was left empty and every address field came back red).
 */
export function useDefaultSavedAddress(form: AddressForm): void {
  const saved = useSavedAddresses().data?.data;
  const appliedDefault = useRef(false);
  const fallback = saved?.find((address) => address.is_default) ?? saved?.[0];
  // The checkout fills the form from the profile when it arrives (checkout-page.tsx); the default
  // address goes in after that, once: an address the shopper already began stays theirs.
  const profileSettled = useProfile().isFetched;
  useEffect(() => {
    if (appliedDefault.current || !fallback || !profileSettled) return;
    // After the page's own effects of this render, which may have just reset the form.
    const timer = setTimeout(() => {
      appliedDefault.current = true;
      if (form.getValues('district_id') === undefined) fillFrom(form, fallback);
    }, 0);
    return () => clearTimeout(timer);
    // The form's functions are stable for its lifetime; only the arrivals matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fallback, profileSettled]);
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
