import { zodResolver } from '@hookform/resolvers/zod';
import { accountDetailSchema, type AccountDetailInput, type Profile } from '@pasal/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import {
  AccountPage,
  FormSkeleton,
  useProfile,
  useUpdateProfile,
  fieldErrors,
  changedFields,
} from '../../features/auth';
import { t } from '../../i18n';

/** The English toast (docs/rules/accounts.md#account-area), for tests; shown as t('account.detailUpdated'). */
export const ACCOUNT_DETAIL_UPDATED = 'Account detail updated successfully!';
const FIELDS = ['first_name', 'middle_name', 'last_name', 'email', 'phone'] as const;

function AccountDetailForm({ profile }: { profile: Profile }) {
  const id = useId();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(accountDetailSchema),
    defaultValues: {
      first_name: profile.first_name,
      middle_name: profile.middle_name,
      last_name: profile.last_name,
      email: profile.email,
      phone: profile.phone,
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    const patch = changedFields(values, profile);
    if (Object.keys(patch).length === 0) {
      toast.info(t('account.nothingChanged'));
      return;
    }
    update.mutate(patch, {
      onSuccess: () => toast.success(t('account.detailUpdated')),
      onError: (error) => {
        toast.error(t('account.somethingWentWrong'));
        const byField = fieldErrors(error);
        for (const field of FIELDS)
          if (byField[field]) form.setError(field as keyof AccountDetailInput, { message: byField[field] });
      },
    });
  });

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void onSubmit(event)}>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          id={`${id}-first`}
          label={t('account.firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          id={`${id}-middle`}
          label={t('account.middleName')}
          optional
          autoComplete="additional-name"
          error={errors.middle_name?.message}
          {...form.register('middle_name')}
        />
        <TextField
          id={`${id}-last`}
          label={t('account.lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-email`}
          label={t('account.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          id={`${id}-phone`}
          label={t('account.phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
          hint={t('account.phoneHint')}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          {t('account.saveChanges')}
        </Button>
      </div>
    </form>
  );
}

export function Component() {
  const profile = useProfile();
  return (
    <>
      <PageMeta title={t('account.detailMetaTitle')} description={t('account.detailMetaDescription')} noIndex />
      <AccountPage title={t('account.detailHeading')} intro={t('account.detailIntro')}>
        {profile.data ? (
          <AccountDetailForm profile={profile.data} />
        ) : profile.isError ? (
          <p role="alert" className="text-red-700">
            {t('account.loadFailed')}
          </p>
        ) : (
          <>
            <p role="status" className="sr-only">
              {t('account.loadingDetails')}
            </p>
            <FormSkeleton fields={5} />
          </>
        )}
      </AccountPage>
    </>
  );
}
