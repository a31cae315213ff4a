import { zodResolver } from '@hookform/resolvers/zod';
import { signupSchema, type SignupInput } from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { linkClass } from '../../components/ui/text-link';
import { useAuthConfig, useSignup, showFailure, GoogleSignIn, PhoneSignUp } from '../../features/auth';
import { t } from '../../i18n';

/** The English toast (docs/rules/accounts.md#sign-up), for tests; the page shows t('auth.signupSuccess'). */
export const SIGNUP_SUCCESS = 'Signup successfully!';
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password', 'confirm_password'] as const;

export function Component() {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const signup = useSignup();
  // Sign-up with a mobile number alone only where the shop texts codes (auth config's phone_sign_in).
  const phoneSignUp = useAuthConfig().data?.phone_sign_in ?? false;
  const [withPhone, setWithPhone] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', password: '', confirm_password: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    signup.mutate(values, {
      onSuccess: () => {
        toast.success(t('auth.signupSuccess'));
        // No automatic login (docs/rules/accounts.md#sign-up): the code e-mailed to the address
        // comes next, then the login; a redirect the shopper came with survives the detour.
        void navigate('/verify-email', { state: { email: values.email, from: location.state } });
      },
      // One message: 'Email already exists' on the e-mail field, a whole-form answer in the alert,
      // else the 'Something went wrong' toast.
      onError: (error) =>
        showFailure(error, {
          fields: FIELDS,
          setFieldError: (field, message, focus) =>
            form.setError(field as keyof SignupInput, { message }, { shouldFocus: focus }),
          setAlert,
        }),
    });
  });

  const haveAccount = (
    <p className="mt-6 text-center text-sm text-slate-700">
      {t('auth.haveAccount')}{' '}
      <Link to="/login" state={location.state} className={linkClass}>
        {t('auth.loginLink')}
      </Link>
    </p>
  );

  if (phoneSignUp && withPhone)
    return (
      <>
        <PageMeta title={t('auth.signupMetaTitle')} description={t('auth.signupMetaDescription')} noIndex />
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('auth.phoneSignUpHeading')}</h1>
        <div className="mt-6">
          <PhoneSignUp />
        </div>
        <p className="mt-6 text-center text-sm">
          <button type="button" className={linkClass} onClick={() => setWithPhone(false)}>
            {t('auth.emailSignUpLink')}
          </button>
        </p>
        {haveAccount}
      </>
    );

  return (
    <>
      <PageMeta title={t('auth.signupMetaTitle')} description={t('auth.signupMetaDescription')} noIndex />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('auth.signupHeading')}</h1>
      <p className="mt-1 text-slate-600">{t('auth.signupIntro')}</p>
      <form noValidate className="mt-6 space-y-5" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-first`}
            label={t('auth.firstNameLabel')}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextField
            id={`${id}-last`}
            label={t('auth.lastNameLabel')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </div>
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
        <TextField
          id={`${id}-phone`}
          label={t('auth.phoneLabel')}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
          placeholder={t('auth.phonePlaceholder')}
          hint={t('auth.phoneHint')}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('auth.passwordLabel')}
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
        <Button type="submit" loading={signup.isPending} className="w-full">
          {t('auth.signupButton')}
        </Button>
      </form>
      {phoneSignUp ? (
        <Button type="button" variant="secondary" className="mt-4 w-full" onClick={() => setWithPhone(true)}>
          {t('auth.phoneSignUpLink')}
        </Button>
      ) : null}
      <div className="mt-6">
        <GoogleSignIn context="signup" remember={() => false} />
      </div>
      {haveAccount}
    </>
  );
}
