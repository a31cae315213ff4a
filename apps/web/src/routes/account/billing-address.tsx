import { zodResolver } from '@hookform/resolvers/zod';
import { billingFormValues, billingSchema, nepalProvinces, type BillingInput, type Profile } from '@pasal/contract';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { AddressBookNotice, NepalAddressFields } from '../../features/addresses';
import { fieldErrors } from '../../api/failure-message';
import { AccountPage, FormSkeleton, useProfile, useUpdateProfile } from '../../features/auth';
import { shopName } from '../../i18n';

export const BILLING_UPDATED = 'Billing Details updated successfully!';
const FIELDS = ['province_id', 'district_id', 'local_level_id', 'ward', 'tole', 'landmark', 'postal_code'] as const;
type BillingValues = z.output<typeof billingSchema>;
type SavedBilling = ReturnType<typeof billingFormValues>;

/** Only the parts that differ from the saved address (all of them when none was saved as a Nepal address). */
function changedParts(values: BillingValues, saved: SavedBilling): Partial<BillingValues> {
  if (!saved) return values;
  const changes: Partial<Record<(typeof FIELDS)[number], unknown>> = {};
  for (const field of FIELDS) {
    const value = values[field] ?? '';
    if (String(value).trim() !== String(saved[field] ?? '').trim()) changes[field] = value;
  }
  return changes as Partial<BillingValues>;
}

/**
 * The billing address in the address book's form: province → district → municipality → ward,
 * street/tole, landmark and postal code (optional: many shoppers do not know theirs). An address
 * saved as free text before keeps its province, street, landmark and postal code as a start.
 */
function BillingForm({ profile }: { profile: Profile }) {
  const id = useId().replace(/:/g, '');
  const update = useUpdateProfile();
  const saved = billingFormValues(profile.billing);
  const older = profile.billing;
  const form = useForm<BillingInput, unknown, BillingValues>({
    resolver: zodResolver(billingSchema),
    defaultValues: saved ?? {
      province_id: nepalProvinces().find((province) => province.nameEn === older?.state)?.id,
      tole: older?.tole ?? '',
      landmark: older?.landmark ?? '',
      postal_code: older && /^\d{5}$/.test(older.postal_code) ? older.postal_code : '',
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    const billing = changedParts(values, saved);
    if (Object.keys(billing).length === 0) {
      toast.info('Nothing has changed');
      return;
    }
    update.mutate(
      { billing },
      {
        onSuccess: () => toast.success(BILLING_UPDATED),
        onError: (error) => {
          toast.error('Something went wrong');
          const byField = fieldErrors(error);
          for (const field of FIELDS) {
            const message = byField[`billing.${field}`] ?? byField[field];
            if (message) form.setError(field, { message });
          }
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-5" onSubmit={(event) => void onSubmit(event)}>
        <NepalAddressFields idPrefix={`${id}-billing`} />
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            Save Address
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

export function Component() {
  const profile = useProfile();
  return (
    <>
      <PageMeta
        title={`Billing Address | ${shopName()}`}
        description="Your billing address for orders and invoices."
        noIndex
      />
      <AccountPage title="Billing Address" intro="We deliver within Nepal. This address goes on your bills.">
        {/* Issue #20: delivery addresses are kept in the address book; this page keeps the bill's address. */}
        <AddressBookNotice />
        {profile.data ? (
          <BillingForm profile={profile.data} />
        ) : profile.isError ? (
          <p role="alert" className="text-red-700">
            Something went wrong...
          </p>
        ) : (
          <>
            <p role="status" className="sr-only">
              Loading your address
            </p>
            <FormSkeleton fields={6} />
          </>
        )}
      </AccountPage>
    </>
  );
}
