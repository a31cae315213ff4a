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
import { useSignup } from '../../features/auth/api';
import { showFailure } from '../../features/auth/errors';
import { GoogleSignIn } from '../../features/auth/google-sign-in';

export const SIGNUP_SUCCESS = 'Signup successfully!';
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password', 'confirm_password'] as const;

export function Component() {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const signup = useSignup();
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
        toast.success(SIGNUP_SUCCESS);
        // No automatic login (spec §2); a redirect the shopper came with survives the detour.
        void navigate('/login', { state: location.state });
      },
      // One message: 'Email already exists' on the e-mail field, a whole-form answer in the alert,
      // else spec §8's toast.
      onError: (error) =>
        showFailure(error, {
          fields: FIELDS,
          setFieldError: (field, message, focus) =>
            form.setError(field as keyof SignupInput, { message }, { shouldFocus: focus }),
          setAlert,
        }),
    });
  });

  return (
    <>
      <PageMeta
        title="Sign Up | Pasal"
        description="Create a Pasal account to check out faster, track orders and write reviews."
        noIndex
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink">Sign Up</h1>
      <p className="mt-1 text-slate-600">Create your account. It takes a minute.</p>
      <form noValidate className="mt-6 space-y-5" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-first`}
            label="First Name"
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextField
            id={`${id}-last`}
            label="Last Name"
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </div>
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
          placeholder="98XXXXXXXX"
          hint="10-digit Nepali mobile number"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <PasswordField
          id={`${id}-password`}
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          id={`${id}-confirm`}
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
        <Button type="submit" loading={signup.isPending} className="w-full">
          Sign Up
        </Button>
      </form>
      <div className="mt-6">
        <GoogleSignIn context="signup" remember={() => false} />
      </div>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to="/login" state={location.state} className={linkClass}>
          Login
        </Link>
      </p>
    </>
  );
}
