import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { linkClass } from '../../components/ui/text-link';
import { useResetPassword, showFailure } from '../../features/auth';
import { t } from '../../i18n';

/**
 * The English toast (docs/rules/accounts.md#forgot-and-reset-password), for tests; the page shows
 * t('auth.resetSuccess').
 */
export const RESET_SUCCESS = 'Password reset successfully!';

// Stands for the e-mail in the translated sentence, which is then split around it to set the
// address in bold wherever the language puts it.
const EMAIL_MARK = '\u0000';

function emailFromState(state: unknown): string | null {
  const email = typeof state === 'object' && state !== null ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email !== '' ? email : null;
}

export function Component() {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const email = emailFromState(location.state);
  const reset = useResetPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { otp: '', password: '', confirm_password: '' },
  });
  const errors = form.formState.errors;
  const [introBefore = '', introAfter = ''] = t('auth.resetIntro', { email: EMAIL_MARK }).split(EMAIL_MARK);

  const onSubmit = form.handleSubmit((values) => {
    if (!email) return;
    setAlert(null);
    reset.mutate(
      { ...values, email },
      {
        onSuccess: () => {
          toast.success(t('auth.resetSuccess'));
          void navigate('/login', { replace: true });
        },
        onError: (error) =>
          showFailure(error, {
            fields: ['otp', 'password'] as const,
            setFieldError: (field, message, focus) => form.setError(field, { message }, { shouldFocus: focus }),
            setAlert,
          }),
      },
    );
  });

  return (
    <>
      <PageMeta title={t('auth.resetMetaTitle')} description={t('auth.resetMetaDescription')} noIndex />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('auth.resetHeading')}</h1>
      {email ? (
        <>
          <p className="mt-1 text-slate-600">
            {introBefore}
            <strong className="font-semibold text-ink">{email}</strong>
            {introAfter}
          </p>
          <form noValidate className="mt-6 space-y-5" onSubmit={(event) => void onSubmit(event)}>
            <FormAlert message={alert} />
            <TextField
              id={`${id}-otp`}
              label={t('auth.otpLabel')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              placeholder={t('auth.otpPlaceholder')}
              error={errors.otp?.message}
              {...form.register('otp')}
            />
            <PasswordField
              id={`${id}-password`}
              label={t('auth.newPasswordLabel')}
              autoComplete="new-password"
              hint={t('auth.passwordHint')}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordField
              id={`${id}-confirm`}
              label={t('auth.confirmPasswordLabel')}
              autoComplete="new-password"
              error={errors.confirm_password?.message}
              {...form.register('confirm_password')}
            />
            <Button type="submit" loading={reset.isPending} className="w-full">
              {t('auth.resetButton')}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-700">
            {t('auth.noCode')}{' '}
            <Link to="/forgot-password" className={linkClass}>
              {t('auth.sendNewCode')}
            </Link>
          </p>
        </>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">{t('auth.resetNeedsEmail')}</p>
          <Link to="/forgot-password" className={linkClass}>
            {t('auth.goToForgot')}
          </Link>
        </div>
      )}
    </>
  );
}
