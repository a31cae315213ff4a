import {
  formatNepalAddress,
  savedAddressAsNepalAddress,
  type CheckoutFormInput,
  type SavedAddress,
} from '@pasal/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { activeLocale, t } from '../../i18n';
import { useSavedAddresses } from '../address';
import { useProfile } from '../auth';

const NEW_ADDRESS = 'new';

/** One line per saved address: its label, then the address as the shopper's language writes it. */
function describe(address: SavedAddress): string {
  return `${address.label} — ${formatNepalAddress(savedAddressAsNepalAddress(address), activeLocale()).join(', ')}`;
}

/**
 * "Deliver to": a signed-in shopper's saved addresses (issue #20), the default one chosen when the
 * form has no district yet. Choosing one fills the address fields, which stay editable; "A new
 * address" leaves them to be filled in. Nothing is shown without saved addresses.
 */
export function SavedAddressChoice({ idPrefix }: { idPrefix: string }) {
  const { getValues, setValue } = useFormContext<CheckoutFormInput>();
  const saved = useSavedAddresses().data?.data ?? [];
  const [chosen, setChosen] = useState<string>(NEW_ADDRESS);
  const appliedDefault = useRef(false);
  const id = `${idPrefix}-saved-address-${useId()}`;

  const fill = (address: SavedAddress) => {
    const options = { shouldDirty: true, shouldValidate: false } as const;
    setValue('province_id', address.province_id, options);
    setValue('district_id', address.district_id, options);
    setValue('local_level_id', address.local_level_id, options);
    setValue('ward', address.ward, options);
    setValue('tole', address.tole, options);
    setValue('landmark', address.landmark ?? '', options);
    setValue('postal_code', address.postal_code ?? '', options);
    setChosen(String(address.id));
  };

  const fallback = saved.find((address) => address.is_default) ?? saved[0];
  // The checkout fills the form from the profile when it arrives (checkout-page.tsx); the default
  // address goes in after that, once: an address the shopper already began stays theirs.
  const profileSettled = useProfile().isFetched;
  useEffect(() => {
    if (appliedDefault.current || !fallback || !profileSettled) return;
    // After the page's own effects of this render, which may have just reset the form.
    const timer = setTimeout(() => {
      appliedDefault.current = true;
      if (getValues('district_id') === undefined) fill(fallback);
    }, 0);
    return () => clearTimeout(timer);
    // fill and getValues are stable for the form's lifetime; only the arrivals matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fallback, profileSettled]);

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
          else setChosen(NEW_ADDRESS);
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
