import { zodResolver } from '@hookform/resolvers/zod';
import { verifyPhoneSchema } from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { t } from '../../i18n';
import { usePhoneLogin, useSendPhoneLogin } from './api';
import { showFailure } from './errors';
import { CodeSentNotice, CodeStepLinks, PhoneNumberForm, smsCodeFieldProps } from './phone-code-parts';
import { useCompleteSignIn } from './use-complete-sign-in';
import { usePhoneCodeSteps } from './use-phone-code-steps';

/**
 * Signing in with a verified mobile number (docs/rules/accounts.md#mobile-number): the number,
 * "Send code", then the code texted to it. The server answers the same for every number, so the
 * code step follows whatever the number; a wrong number simply gets no SMS.
 */
export function PhoneSignIn() {
  const id = useId();
  const sendCode = useSendPhoneLogin();
  const login = usePhoneLogin();
  const completeSignIn = useCompleteSignIn();
  const codeForm = useForm({ resolver: zodResolver(verifyPhoneSchema), defaultValues: { code: '' } });
  const { phone, notice, alert, setAlert, numberForm, send, otherNumber, focusAfterRender } = usePhoneCodeSteps(
    sendCode,
    () => {
      codeForm.reset();
      focusAfterRender(() => codeForm.setFocus('code'));
    },
  );
  const [remember, setRemember] = useState(false);

  const onCodeSubmit = codeForm.handleSubmit((values) => {
    if (phone === null) return;
    setAlert(null);
    login.mutate(
      { phone, code: values.code, remember },
      {
        onSuccess: (data) => completeSignIn(data, remember),
        onError: (error) =>
          showFailure(error, {
            fields: ['code'] as const,
            setFieldError: (field, message, focus) => codeForm.setError(field, { message }, { shouldFocus: focus }),
            setAlert,
          }),
      },
    );
  });

  return (
    <div className="space-y-5">
      <p className="text-slate-600">{t('auth.phoneSignInIntro')}</p>
      <FormAlert message={alert} />
      {phone === null ? (
        <PhoneNumberForm id={id} form={numberForm} sending={sendCode.isPending} onSubmit={send} />
      ) : (
        <form noValidate className="space-y-5" onSubmit={(event) => void onCodeSubmit(event)}>
          <CodeSentNotice notice={notice} phone={phone} />
          <TextField
            id={`${id}-code`}
            {...smsCodeFieldProps()}
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register('code')}
          />
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {t('auth.rememberMe')}
          </label>
          <Button type="submit" loading={login.isPending} className="w-full">
            {t('auth.phoneSignInButton')}
          </Button>
          <CodeStepLinks sending={sendCode.isPending} onNewCode={() => send(phone)} onOtherNumber={otherNumber} />
        </form>
      )}
    </div>
  );
}
