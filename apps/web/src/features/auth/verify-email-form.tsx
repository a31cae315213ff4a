import { zodResolver } from '@hookform/resolvers/zod';
import { verifyEmailFormSchema } from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { linkClass } from '../../components/ui/text-link';
import { t } from '../../i18n';
import { useAuthConfig, useSendVerification, useVerifyEmail } from './api';
import { showFailure } from './errors';

// Stands for the e-mail in a translated sentence, which is split around it to set the address in
// bold wherever the language puts it.
const EMAIL_MARK = '\u0000';

/** A sentence naming the address, with the address in bold. */
export function WithEmail({ text, email }: { text: (email: string) => string; email: string }) {
  const [before = '', after = ''] = text(EMAIL_MARK).split(EMAIL_MARK);
  return (
    <>
      {before}
      <strong className="font-semibold break-all text-ink">{email}</strong>
      {after}
    </>
  );
}

/**
 * The code form that proves an e-mail address (docs/rules/accounts.md#e-mail-verification): the
 * six digits, a new code on request, and in the demo shop a link to its mailbox.
 */
export function VerifyEmailForm({ email, onVerified }: { email: string; onVerified: () => void }) {
  const id = useId();
  const verify = useVerifyEmail();
  const resend = useSendVerification();
  const demoMail = useAuthConfig().data?.demo_mail_path ?? null;
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(verifyEmailFormSchema), defaultValues: { code: '' } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    // Not mutate's own callbacks: a signed-in page drops this form once the session says the
    // address is proven, and React Query skips the callbacks of an unmounted caller.
    verify.mutateAsync({ email, code: values.code }).then(
      () => {
        toast.success(t('auth.verifySuccess'));
        onVerified();
      },
      (error: unknown) =>
        showFailure(error, {
          fields: ['code'] as const,
          setFieldError: (field, message, focus) => form.setError(field, { message }, { shouldFocus: focus }),
          setAlert,
        }),
    );
  });

  const sendNew = () => {
    setAlert(null);
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(t('auth.verifyResent', { email })),
        onError: (error) => showFailure(error, { setAlert }),
      },
    );
  };

  return (
    <div className="space-y-4">
      <form noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <TextField
          id={`${id}-code`}
          label={t('auth.verifyCodeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          placeholder={t('auth.otpPlaceholder')}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" loading={verify.isPending} className="w-full sm:w-auto">
          {t('auth.verifyButton')}
        </Button>
      </form>
      <p className="text-sm text-slate-700">
        {t('auth.verifyNoCode')}{' '}
        <button type="button" className={linkClass} disabled={resend.isPending} onClick={sendNew}>
          {t('auth.verifyResend')}
        </button>
        .
      </p>
      {demoMail ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <a className={linkClass} href={`${demoMail}?to=${encodeURIComponent(email)}`} target="_blank" rel="noopener">
            {t('auth.verifyDemoMail')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
