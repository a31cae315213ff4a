import { zodResolver } from '@hookform/resolvers/zod';
import { phoneResetFormSchema } from '@pasal/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { t } from '../../i18n';
import { usePhoneReset, useSendPhoneReset } from './api';
import { showFailure } from './errors';
import { CodeSentNotice, CodeStepLinks, PhoneNumberForm, smsCodeFieldProps } from './phone-code-parts';
import { usePhoneCodeSteps } from './use-phone-code-steps';

/**
 * A new password with a verified mobile number (docs/rules/accounts.md#forgot-and-reset-password):
 * the number, "Send code", then the texted code with the new password, on one page. The server
 * answers the same for every number, so the second step follows whatever the number; a number
 * that is not verified simply gets no SMS. Success is the e-mail reset's: the toast and /login.
 */
export function PhoneResetPassword() {
  const id = useId();
  const navigate = useNavigate();
  const sendCode = useSendPhoneReset();
  const reset = usePhoneReset();
  const resetForm = useForm({
    resolver: zodResolver(phoneResetFormSchema),
    defaultValues: { code: '', password: '', confirm_password: '' },
  });
  const { phone, notice, alert, setAlert, numberForm, send, otherNumber, focusAfterRender } = usePhoneCodeSteps(
    sendCode,
    () => {
      // A new code: the old one and anything typed for it are gone, but not the passwords.
      resetForm.resetField('code');
      focusAfterRender(() => resetForm.setFocus('code'));
    },
  );
  const errors = resetForm.formState.errors;

  const onResetSubmit = resetForm.handleSubmit((values) => {
    if (phone === null) return;
    setAlert(null);
    reset.mutate(
      { phone, ...values },
      {
        onSuccess: () => {
          toast.success(t('auth.resetSuccess'));
          void navigate('/login', { replace: true });
        },
        onError: (error) =>
          showFailure(error, {
            fields: ['code', 'password', 'confirm_password'] as const,
            setFieldError: (field, message, focus) => resetForm.setError(field, { message }, { shouldFocus: focus }),
            setAlert,
          }),
      },
    );
  });

  return (
    <div className="space-y-5">
      <p className="text-slate-600">{t('auth.phoneResetIntro')}</p>
      <FormAlert message={alert} />
      {phone === null ? (
        <PhoneNumberForm id={id} form={numberForm} sending={sendCode.isPending} onSubmit={send} />
      ) : (
        <form noValidate className="space-y-5" onSubmit={(event) => void onResetSubmit(event)}>
          <CodeSentNotice notice={notice} phone={phone} />
          <TextField
            id={`${id}-code`}
            {...smsCodeFieldProps()}
            error={errors.code?.message}
            {...resetForm.register('code')}
          />
          <PasswordField
            id={`${id}-password`}
            label={t('auth.newPasswordLabel')}
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            error={errors.password?.message}
            {...resetForm.register('password')}
          />
          <PasswordField
            id={`${id}-confirm`}
            label={t('auth.confirmPasswordLabel')}
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...resetForm.register('confirm_password')}
          />
          <Button type="submit" loading={reset.isPending} className="w-full">
            {t('auth.resetButton')}
          </Button>
          <CodeStepLinks sending={sendCode.isPending} onNewCode={() => send(phone)} onOtherNumber={otherNumber} />
        </form>
      )}
    </div>
  );
}
