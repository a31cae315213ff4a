import { lazy, Suspense } from 'react';
import { t } from '../../i18n';
import type { NepalAddressFieldsProps } from './field-names';

// The Nepal address picker for a react-hook-form form (it reads the form through
// useFormContext(), so put it inside a <FormProvider>): province → district → municipality or
// rural municipality → ward, then street/tole, landmark and postal code. The picker and Nepal's
// 753 local levels (48 KB) are a chunk of their own, fetched when the picker first renders, so no
// page carries them in its first JavaScript.

const AddressFields = lazy(() => import('./address-fields').then((module) => ({ default: module.AddressFields })));

/** Starts fetching the picker's chunk early (e.g. when the checkout page opens). */
export function preloadNepalAddressFields(): void {
  void import('./address-fields');
}

export function NepalAddressFields(props: NepalAddressFieldsProps) {
  return (
    <Suspense fallback={<AddressFieldsPlaceholder />}>
      <AddressFields {...props} />
    </Suspense>
  );
}

/** The picker's shape while its chunk loads, so the page does not jump when it arrives. */
function AddressFieldsPlaceholder() {
  return (
    <div className="grid gap-5 sm:grid-cols-2" aria-busy="true">
      <p role="status" className="sr-only">
        {t('address.loading')}
      </p>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} aria-hidden="true">
          <div className="mb-1.5 h-4 w-24 rounded bg-slate-200" />
          <div className="h-11 rounded-lg bg-slate-100" />
        </div>
      ))}
      <div aria-hidden="true" className="sm:col-span-2">
        <div className="mb-1.5 h-4 w-24 rounded bg-slate-200" />
        <div className="h-11 rounded-lg bg-slate-100" />
      </div>
    </div>
  );
}
