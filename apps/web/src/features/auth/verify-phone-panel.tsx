import { zodResolver } from '@hookform/resolvers/zod';
import { verifyPhoneSchema, type Profile } from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { linkClass } from '../../components/ui/text-link';
import { useFocusAfterRender } from '../../components/use-focus-after-render';
import { t } from '../../i18n';
import { useSendPhoneVerification, useVerifyPhone } from './api';
import { showFailure } from './errors';

/**
 * The account's mobile number on Account Details (docs/rules/accounts.md#mobile-number): whether
 * it is verified, and until then "Verify", which texts a six-digit code, and the code form. The
 * caller keys it by the number, so a changed number starts over.
 */
export function VerifyPhonePanel({ profile }: { profile: Pick<Profile, 'phone' | 'phone_verified'> }) {
  const id = useId();
  const send = useSendPhoneVerification();
  const verify = useVerifyPhone();
  const [sent, setSent] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(verifyPhoneSchema), defaultValues: { code: '' } });
  const errors = form.formState.errors;
  const focusAfterRender = useFocusAfterRender();

  const sendCode = () => {
    setAlert(null);
    send.mutate(undefined, {
      onSuccess: () => {
        setSent(true);
        form.reset();
        // The code field appears with this answer: the shopper's next step is typing into it.
        focusAfterRender(() => form.setFocus('code'));
      },
      onError: (error) => showFailure(error, { setAlert }),
    });
  };

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    // Not mutate's own callbacks: the panel is replaced once the profile says the number is proven.
    verify.mutateAsync(values).then(
      () => toast.success(t('account.phoneVerifiedToast')),
      (error: unknown) =>
        showFailure(error, {
          fields: ['code'] as const,
          setFieldError: (field, message, focus) => form.setError(field, { message }, { shouldFocus: focus }),
          setAlert,
        }),
    );
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t border-slate-200 pt-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
          {t('account.phoneSectionHeading')}
        </h2>
        <Badge tone={profile.phone_verified ? 'success' : 'warning'}>
          {profile.phone_verified ? t('account.phoneVerified') : t('account.phoneNotVerified')}
        </Badge>
      </div>
      <p className="mt-1 text-base font-medium text-ink">{profile.phone}</p>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        {profile.phone_verified ? t('account.phoneVerifiedIntro') : t('account.phoneVerifyIntro')}
      </p>
      {profile.phone_verified ? null : (
        <div className="mt-5 max-w-md space-y-4">
          <FormAlert message={alert} />
          {sent ? (
            <>
              <form noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
                <p role="status" className="text-sm text-slate-700">
                  {t('account.phoneCodeSentTo', { phone: profile.phone })}
                </p>
                <TextField
                  id={`${id}-code`}
                  label={t('account.phoneCodeLabel')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                  placeholder={t('auth.otpPlaceholder')}
                  error={errors.code?.message}
                  {...form.register('code')}
                />
                <Button type="submit" loading={verify.isPending}>
                  {t('account.phoneConfirmButton')}
                </Button>
              </form>
              <p className="text-sm">
                <button type="button" className={linkClass} disabled={send.isPending} onClick={sendCode}>
                  {t('account.phoneResend')}
                </button>
              </p>
            </>
          ) : (
            <Button type="button" variant="secondary" loading={send.isPending} onClick={sendCode}>
              {t('account.phoneVerifyButton')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
