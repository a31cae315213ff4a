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
import { useForgotPassword } from '../../features/auth/api';
import { showFailure } from '../../features/auth/errors';

export const OTP_SENT = 'An otp has been sent to your email successfully!';

export function Component() {
  const id = useId();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    forgot.mutate(values, {
      onSuccess: () => {
        toast.success(OTP_SENT);
        void navigate('/reset-password', { state: { email: values.email } });
      },
      onError: (error) => showFailure(error, { setAlert }),
    });
  });

  return (
    <>
      <PageMeta
        title="Forgot Password | Pasal"
        description="Get a one-time code by e-mail to reset your Pasal password."
        noIndex
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink">Forgot Password</h1>
      <p className="mt-1 text-slate-600">
        Enter the e-mail of your account. We will send you a 6-digit code to reset your password.
      </p>
      <form noValidate className="mt-6 space-y-5" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" loading={forgot.isPending} className="w-full">
          Send OTP
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to="/login" className={linkClass}>
          Back to Login
        </Link>
      </p>
    </>
  );
}
