import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountDetailSchema,
  changeEmailSchema,
  phoneAccountDetailSchema,
  type AccountDetailInput,
  type ChangeEmailInput,
  type Profile,
} from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/field';
import { fieldErrors } from '../../api/failure-message';
import { FormAlert } from '../../components/ui/form-alert';
import {
  AccountPage,
  FormSkeleton,
  useChangeEmail,
  useProfile,
  useUpdateProfile,
  changedFields,
  showFailure,
  VerifyEmailPanel,
  VerifyPhonePanel,
} from '../../features/auth';
import { t } from '../../i18n';

/** The English toast (docs/rules/accounts.md#account-area), for tests; shown as t('account.detailUpdated'). */
export const ACCOUNT_DETAIL_UPDATED = 'Account detail updated successfully!';
const FIELDS = ['first_name', 'middle_name', 'last_name', 'email', 'phone'] as const;

function AccountDetailForm({ profile }: { profile: Profile }) {
  const id = useId();
  const update = useUpdateProfile();
  // An account signed up with a mobile number alone has no e-mail yet, and signs in with its number.
  const noEmail = profile.email === '';
  const form = useForm({
    resolver: zodResolver(noEmail ? phoneAccountDetailSchema : accountDetailSchema),
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
        {/* A new address needs the current password and its own code: the form below. */}
        <TextField
          id={`${id}-email`}
          label={t('account.email')}
          type="email"
          autoComplete="email"
          readOnly
          className="[&_input]:bg-slate-50"
          hint={noEmail ? t('account.noEmailHint') : t('account.emailHint')}
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
          hint={noEmail ? t('account.signInPhoneHint') : t('account.phoneHint')}
          readOnly={noEmail}
          className={noEmail ? '[&_input]:bg-slate-50' : undefined}
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

/**
 * A new address: the current password proves the owner; the new address gets a code. An account
 * signed up with a mobile number alone adds its first address here (`adding`).
 */
function ChangeEmailForm({ adding }: { adding: boolean }) {
  const id = useId();
  const change = useChangeEmail();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', current_password: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('account.emailChanged'));
        form.reset();
      },
      onError: (error) =>
        showFailure(error, {
          fields: ['email', 'current_password'] as const,
          setFieldError: (field, message, focus) =>
            form.setError(field as keyof ChangeEmailInput, { message }, { shouldFocus: focus }),
          setAlert,
        }),
    });
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t border-slate-200 pt-8">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {adding ? t('account.addEmailHeading') : t('account.changeEmailHeading')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        {adding ? t('account.addEmailIntro') : t('account.changeEmailIntro')}
      </p>
      <form noValidate className="mt-5 max-w-md space-y-5" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <TextField
          id={`${id}-new-email`}
          label={t('account.newEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          id={`${id}-current-password`}
          label={t('account.currentPassword')}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <Button type="submit" variant="secondary" loading={change.isPending}>
          {adding ? t('account.addEmailButton') : t('account.changeEmailButton')}
        </Button>
      </form>
    </section>
  );
}

export function Component() {
  const profile = useProfile();
  return (
    <>
      <PageMeta title={t('account.detailMetaTitle')} description={t('account.detailMetaDescription')} noIndex />
      <AccountPage title={t('account.detailHeading')} intro={t('account.detailIntro')}>
        <VerifyEmailPanel heading={t('account.verifyEmailHeading')} />
        {profile.data ? (
          <>
            {/* Keyed by the address: a changed one refills the form. */}
            <AccountDetailForm key={profile.data.email} profile={profile.data} />
            {/* Keyed by the number: a changed one starts unproven, with no code sent. */}
            <VerifyPhonePanel key={profile.data.phone} profile={profile.data} />
            <ChangeEmailForm adding={profile.data.email === ''} />
          </>
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
