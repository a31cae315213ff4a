import { zodResolver } from '@hookform/resolvers/zod';
import { billingSchema, COUNTRY, PROVINCES, type BillingInput, type Profile } from '@pasal/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Select, TextField } from '../../components/ui/field';
import { AddressBookNotice } from '../../features/address';
import {
  AccountPage,
  FormSkeleton,
  useProfile,
  useUpdateProfile,
  fieldErrors,
  changedFields,
} from '../../features/auth';

export const BILLING_UPDATED = 'Billing Details updated successfully!';
const FIELDS = ['country', 'state', 'city', 'address', 'monument', 'zipcode'] as const;
const provinceOptions = PROVINCES.map((province) => ({ value: province.name, label: province.name }));

function BillingForm({ profile }: { profile: Profile }) {
  const id = useId();
  const update = useUpdateProfile();
  const saved = profile.billing;
  const form = useForm({
    resolver: zodResolver(billingSchema),
    defaultValues: {
      country: saved?.country ?? COUNTRY,
      state: saved?.state ?? '',
      city: saved?.city ?? '',
      address: saved?.address ?? '',
      monument: saved?.monument ?? '',
      zipcode: saved?.zipcode ?? '',
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    const billing = changedFields(values, saved ?? {});
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
            if (message) form.setError(field as keyof BillingInput, { message });
          }
        },
      },
    );
  });

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void onSubmit(event)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          id={`${id}-country`}
          label="Country"
          autoComplete="country-name"
          options={[{ value: COUNTRY, label: COUNTRY }]}
          error={errors.country?.message}
          {...form.register('country')}
        />
        <Select
          id={`${id}-state`}
          label="Province"
          autoComplete="address-level1"
          placeholder="Select a province"
          options={provinceOptions}
          error={errors.state?.message}
          {...form.register('state')}
        />
        <TextField
          id={`${id}-city`}
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          id={`${id}-zip`}
          label="Zip Code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          placeholder="44600"
          error={errors.zipcode?.message}
          {...form.register('zipcode')}
        />
      </div>
      <TextField
        id={`${id}-address`}
        label="Address"
        autoComplete="street-address"
        placeholder="Street, tole, ward"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <TextField
        id={`${id}-monument`}
        label="Landmark"
        placeholder="A landmark near you, e.g. opposite the school"
        error={errors.monument?.message}
        {...form.register('monument')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          Save Address
        </Button>
      </div>
    </form>
  );
}

export function Component() {
  const profile = useProfile();
  return (
    <>
      <PageMeta title="Billing Address | Pasal" description="Your billing address for orders and invoices." noIndex />
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
