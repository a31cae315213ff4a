import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { linkClass } from '../../components/ui/text-link';
import { t } from '../../i18n';

// The steps every "text me a code" form shares (signing in and resetting the password with a
// mobile number, docs/rules/accounts.md#mobile-number): the number and "Send code", then the
// notice of what was sent, the code's field, and the links to a new code or another number.

/** Step one: the mobile number and "Send code". */
export function PhoneNumberForm({
  id,
  form,
  sending,
  onSubmit,
}: {
  id: string;
  form: UseFormReturn<{ phone: string }>;
  sending: boolean;
  onSubmit(phone: string): void;
}) {
  const submit = form.handleSubmit((values) => onSubmit(values.phone));
  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void submit(event)}>
      <TextField
        id={`${id}-phone`}
        label={t('auth.mobileLabel')}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={10}
        placeholder={t('auth.phonePlaceholder')}
        hint={t('auth.phoneHint')}
        error={form.formState.errors.phone?.message}
        {...form.register('phone')}
      />
      <Button type="submit" loading={sending} className="w-full">
        {t('auth.sendCodeButton')}
      </Button>
    </form>
  );
}

/** What the server said of the code (the same for every number) and where it went. */
export function CodeSentNotice({ notice, phone }: { notice: string | null; phone: string }) {
  if (!notice) return null;
  return (
    <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
      <span className="block">{notice}</span>
      <span className="mt-1 block">{t('auth.phoneCodeSentTo', { phone })}</span>
    </p>
  );
}

/** The texted code's field, as both forms ask for it (spread into a TextField with its id and error). */
export function smsCodeFieldProps() {
  return {
    label: t('auth.smsCodeLabel'),
    autoComplete: 'one-time-code',
    inputMode: 'numeric' as const,
    maxLength: 6,
    placeholder: t('auth.otpPlaceholder'),
  };
}

/** Under the code step: ask for a new code, or start again with another number. */
export function CodeStepLinks({
  sending,
  onNewCode,
  onOtherNumber,
}: {
  sending: boolean;
  onNewCode(): void;
  onOtherNumber(): void;
}) {
  return (
    <p className="flex flex-wrap justify-between gap-3 text-sm">
      <button type="button" className={linkClass} disabled={sending} onClick={onNewCode}>
        {t('auth.phoneNewCode')}
      </button>
      <button type="button" className={linkClass} onClick={onOtherNumber}>
        {t('auth.phoneOtherNumber')}
      </button>
    </p>
  );
}
