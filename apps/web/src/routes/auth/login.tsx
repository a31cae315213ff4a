import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { linkClass } from '../../components/ui/text-link';
import {
  useAuthConfig,
  useLogin,
  showFailure,
  GoogleSignIn,
  PhoneSignIn,
  useCompleteSignIn,
} from '../../features/auth';
import { t } from '../../i18n';

export function Component() {
  const id = useId();
  const location = useLocation();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  // Mobile number sign-in only where the shop texts codes (auth config's phone_sign_in).
  const phoneSignIn = useAuthConfig().data?.phone_sign_in ?? false;
  const [withPhone, setWithPhone] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    login.mutate(values, {
      onSuccess: (data) => completeSignIn(data, values.remember ?? false),
      // One message: the server's ('Invalid email or password', too many attempts) in the alert,
      // else the 'Something went wrong' toast.
      onError: (error) => showFailure(error, { setAlert }),
    });
  });

  const signUp = (
    <p className="mt-6 text-center text-sm text-slate-700">
      {t('auth.noAccount')}{' '}
      <Link to="/signup" state={location.state} className={linkClass}>
        {t('auth.signUpLink')}
      </Link>
    </p>
  );

  if (phoneSignIn && withPhone)
    return (
      <>
        <PageMeta title={t('auth.loginMetaTitle')} description={t('auth.loginMetaDescription')} noIndex />
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('auth.phoneSignInHeading')}</h1>
        <div className="mt-6">
          <PhoneSignIn />
        </div>
        <p className="mt-6 text-center text-sm">
          <button type="button" className={linkClass} onClick={() => setWithPhone(false)}>
            {t('auth.emailSignInLink')}
          </button>
        </p>
        {signUp}
      </>
    );

  return (
    <>
      <PageMeta title={t('auth.loginMetaTitle')} description={t('auth.loginMetaDescription')} noIndex />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('auth.loginHeading')}</h1>
      <p className="mt-1 text-slate-600">{t('auth.loginIntro')}</p>
      <form noValidate className="mt-6 space-y-5" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <TextField
          id={`${id}-email`}
          label={t('auth.emailLabel')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('auth.passwordLabel')}
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex items-center justify-between gap-4">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register('remember')} />
            {t('auth.rememberMe')}
          </label>
          <Link to="/forgot-password" className={`${linkClass} text-sm`}>
            {t('auth.forgotPasswordLink')}
          </Link>
        </div>
        <Button type="submit" loading={login.isPending} className="w-full">
          {t('auth.loginButton')}
        </Button>
      </form>
      {phoneSignIn ? (
        <Button type="button" variant="secondary" className="mt-4 w-full" onClick={() => setWithPhone(true)}>
          {t('auth.phoneSignInLink')}
        </Button>
      ) : null}
      <div className="mt-6">
        <GoogleSignIn context="signin" remember={() => form.getValues('remember') ?? false} />
      </div>
      {signUp}
    </>
  );
}
