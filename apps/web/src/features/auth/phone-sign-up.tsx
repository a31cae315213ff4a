import { zodResolver } from '@hookform/resolvers/zod';
import { phoneSignupFormSchema } from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { t } from '../../i18n';
import { usePhoneSignup, useSendPhoneSignup } from './api';
import { showFailure } from './errors';
import { CodeSentNotice, CodeStepLinks, PhoneNumberForm, smsCodeFieldProps } from './phone-code-parts';
import { useCompleteSignIn } from './use-complete-sign-in';
import { usePhoneCodeSteps } from './use-phone-code-steps';

const NAME_AND_CODE = ['first_name', 'last_name', 'code'] as const;

/**
 * Signing up with a mobile number alone (docs/rules/accounts.md#sign-up-with-a-mobile-number): the
 * number and "Send code", then the name and the code texted to it. The account has no e-mail and
 * no password, and is signed in at once. The server answers the same for every number (one that
 * already has an account is texted so, with no code), so the second step follows whatever the number.
 */
export function PhoneSignUp() {
  const id = useId();
  const sendCode = useSendPhoneSignup();
  const signup = usePhoneSignup();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    resolver: zodResolver(phoneSignupFormSchema),
    defaultValues: { first_name: '', last_name: '', code: '' },
  });
  const { phone, notice, alert, setAlert, numberForm, send, otherNumber, focusAfterRender } = usePhoneCodeSteps(
    sendCode,
    () => {
      form.resetField('code');
      focusAfterRender(() => form.setFocus(form.getValues('first_name') === '' ? 'first_name' : 'code'));
    },
  );
  const errors = form.formState.errors;
  const [remember, setRemember] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    if (phone === null) return;
    setAlert(null);
    signup.mutate(
      { phone, ...values, remember },
      {
        onSuccess: (data) => completeSignIn(data, remember, t('auth.signupSuccess')),
        onError: (error) =>
          showFailure(error, {
            fields: NAME_AND_CODE,
            setFieldError: (field, message, focus) => form.setError(field, { message }, { shouldFocus: focus }),
            setAlert,
          }),
      },
    );
  });

  return (
    <div className="space-y-5">
      <p className="text-slate-600">{t('auth.phoneSignUpIntro')}</p>
      <FormAlert message={alert} />
      {phone === null ? (
        <PhoneNumberForm id={id} form={numberForm} sending={sendCode.isPending} onSubmit={send} />
      ) : (
        <form noValidate className="space-y-5" onSubmit={(event) => void onSubmit(event)}>
          <CodeSentNotice notice={notice} phone={phone} />
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
            id={`${id}-code`}
            {...smsCodeFieldProps()}
            error={errors.code?.message}
            {...form.register('code')}
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
          <Button type="submit" loading={signup.isPending} className="w-full">
            {t('auth.phoneSignUpButton')}
          </Button>
          <CodeStepLinks sending={sendCode.isPending} onNewCode={() => send(phone)} onOtherNumber={otherNumber} />
        </form>
      )}
    </div>
  );
}
