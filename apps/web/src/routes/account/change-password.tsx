import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@pasal/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/field';
import { AccountPage, useChangePassword, firstErrorMessage, showFailure } from '../../features/auth';
import { t } from '../../i18n';

/** The English toast (docs/rules/accounts.md#change-password), for tests; shown as t('account.passwordChanged'). */
export const PASSWORD_CHANGED = 'Password changed successfully!';
const FIELDS = ['old_password', 'new_password', 'confirm_new_password'] as const;

export function Component() {
  const id = useId();
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { old_password: '', new_password: '', confirm_new_password: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('account.passwordChanged'));
        void navigate('/profile');
      },
      // One message: 'Old password is incorrect' on its field, not as a toast
      // (docs/rules/accounts.md#change-password), else the server's message (too many
      // attempts) or 'An error occurred' as the toast.
      onError: (error) =>
        showFailure(error, {
          fields: FIELDS,
          setFieldError: (field, message, focus) =>
            form.setError(field as keyof ChangePasswordInput, { message }, { shouldFocus: focus }),
          fallback: firstErrorMessage(error),
        }),
    });
  });

  return (
    <>
      <PageMeta title={t('account.passwordMetaTitle')} description={t('account.passwordMetaDescription')} noIndex />
      <AccountPage title={t('account.passwordHeading')} intro={t('account.passwordIntro')}>
        <form noValidate className="max-w-md space-y-5" onSubmit={(event) => void onSubmit(event)}>
          <PasswordField
            id={`${id}-old`}
            label={t('account.oldPassword')}
            autoComplete="current-password"
            error={errors.old_password?.message}
            {...form.register('old_password')}
          />
          <PasswordField
            id={`${id}-new`}
            label={t('account.newPassword')}
            autoComplete="new-password"
            hint={t('account.passwordHint')}
            error={errors.new_password?.message}
            {...form.register('new_password')}
          />
          <PasswordField
            id={`${id}-confirm`}
            label={t('account.confirmNewPassword')}
            autoComplete="new-password"
            error={errors.confirm_new_password?.message}
            {...form.register('confirm_new_password')}
          />
          <Button type="submit" loading={change.isPending}>
            {t('account.changePasswordButton')}
          </Button>
        </form>
      </AccountPage>
    </>
  );
}
