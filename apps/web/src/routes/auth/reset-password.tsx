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
import { useResetPassword } from '../../features/auth/api';
import { showFailure } from '../../features/auth/errors';

export const RESET_SUCCESS = 'Password reset successfully!';

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

  const onSubmit = form.handleSubmit((values) => {
    if (!email) return;
    setAlert(null);
    reset.mutate(
      { ...values, email },
      {
        onSuccess: () => {
          toast.success(RESET_SUCCESS);
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
      <PageMeta
        title="Reset Password | Pasal"
        description="Set a new password for your Pasal account with the code we e-mailed you."
        noIndex
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink">Reset Password</h1>
      {email ? (
        <>
          <p className="mt-1 text-slate-600">
            Enter the 6-digit code sent to <strong className="font-semibold text-ink">{email}</strong> and choose a new
            password. The code is valid for 10 minutes.
          </p>
          <form noValidate className="mt-6 space-y-5" onSubmit={(event) => void onSubmit(event)}>
            <FormAlert message={alert} />
            <TextField
              id={`${id}-otp`}
              label="OTP"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              placeholder="6-digit code"
              error={errors.otp?.message}
              {...form.register('otp')}
            />
            <PasswordField
              id={`${id}-password`}
              label="New Password"
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
            <Button type="submit" loading={reset.isPending} className="w-full">
              Reset Password
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-700">
            No code?{' '}
            <Link to="/forgot-password" className={linkClass}>
              Send a new one
            </Link>
          </p>
        </>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">
            To reset your password, first ask for a one-time code with the e-mail of your account.
          </p>
          <Link to="/forgot-password" className={linkClass}>
            Go to Forgot Password
          </Link>
        </div>
      )}
    </>
  );
}
