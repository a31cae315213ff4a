import { zodResolver } from '@hookform/resolvers/zod';
import { phoneLoginSendSchema, translateMessage } from '@pasal/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFocusAfterRender } from '../../components/use-focus-after-render';
import { activeLocale } from '../../i18n';
import { showFailure } from './errors';

type SendCode = UseMutationResult<{ message: string }, Error, { phone: string }>;

/**
 * The first step every "text me a code" form shares (signing in, signing up and resetting the
 * password with a mobile number, docs/rules/accounts.md#mobile-number): the number form, "Send
 * code" (again for a new code), what the server said of it, the alert, and "Use a different
 * number". `onSent` readies the code step (clears the old code, moves the focus).
 */
export function usePhoneCodeSteps(sendCode: SendCode, onSent: () => void) {
  const [phone, setPhone] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // Every form's number has the same rule (the sign-in, reset and sign-up schemas are one shape).
  const numberForm = useForm({ resolver: zodResolver(phoneLoginSendSchema), defaultValues: { phone: '' } });
  const focusAfterRender = useFocusAfterRender();

  const send = (to: string) => {
    setAlert(null);
    sendCode.mutate(
      { phone: to },
      {
        onSuccess: (data) => {
          setPhone(to);
          // The server's words (the same for every number), in the page's language.
          setNotice(translateMessage(data.message, activeLocale()));
          onSent();
        },
        onError: (error) =>
          showFailure(error, {
            fields: ['phone'] as const,
            setFieldError: (field, message, focus) => numberForm.setError(field, { message }, { shouldFocus: focus }),
            setAlert,
          }),
      },
    );
  };

  const otherNumber = () => {
    setPhone(null);
    setNotice(null);
    setAlert(null);
    focusAfterRender(() => numberForm.setFocus('phone'));
  };

  return { phone, notice, alert, setAlert, numberForm, send, otherNumber, focusAfterRender };
}
