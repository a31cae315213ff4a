import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { linkClass } from '../../components/ui/text-link';
import { PhoneResetPassword, showFailure, useAuthConfig, useForgotPassword } from '../../features/auth';
import { t } from '../../i18n';

/**
 * The English toast (docs/rules/accounts.md#forgot-and-reset-password), for tests; the page shows
 * t('auth.otpSent').
 */
export const OTP_SENT = 'An otp has been sent to your email successfully!';

export function Component() {
  const id = useId();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  // A verified mobile number may reset the password too, where the shop texts codes (auth config's phone_sign_in).
  const phoneReset = useAuthConfig().data?.phone_sign_in ?? false;
  const [withPhone, setWithPhone] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    forgot.mutate(values, {
      onSuccess: () => {
        toast.success(t('auth.otpSent'));
        void navigate('/reset-password', { state: { email: values.email } });
      },
      onError: (error) => showFailure(error, { setAlert }),
    });
  });

  const backToLogin = (
    <p className="mt-6 text-center text-sm text-slate-700">
      {t('auth.rememberedIt')}{' '}
      <Link to="/login" className={linkClass}>
        {t('auth.backToLogin')}
      </Link>
    </p>
  );

  if (phoneReset && withPhone)
    return (
      <>
        <PageMeta title={t('auth.forgotMetaTitle')} description={t('auth.forgotMetaDescription')} noIndex />
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('auth.phoneResetHeading')}</h1>
        <div className="mt-6">
          <PhoneResetPassword />
        </div>
        <p className="mt-6 text-center text-sm">
          <button type="button" className={linkClass} onClick={() => setWithPhone(false)}>
            {t('auth.emailResetLink')}
          </button>
        </p>
        {backToLogin}
      </>
    );

  return (
    <>
      <PageMeta title={t('auth.forgotMetaTitle')} description={t('auth.forgotMetaDescription')} noIndex />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('auth.forgotHeading')}</h1>
      <p className="mt-1 text-slate-600">{t('auth.forgotIntro')}</p>
      <form noValidate className="mt-6 space-y-5" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <TextField
          id={`${id}-email`}
          label={t('auth.emailLabel')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" loading={forgot.isPending} className="w-full">
          {t('auth.sendOtp')}
        </Button>
      </form>
      {phoneReset ? (
        <Button type="button" variant="secondary" className="mt-4 w-full" onClick={() => setWithPhone(true)}>
          {t('auth.phoneResetLink')}
        </Button>
      ) : null}
      {backToLogin}
    </>
  );
}
