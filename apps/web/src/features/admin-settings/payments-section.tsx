import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_CREDENTIAL_LABELS,
  PAYMENT_CREDENTIAL_MODE_LABELS,
  PAYMENT_CREDENTIAL_MODES,
  PAYMENT_CREDENTIAL_PROVIDERS,
  paymentSettingsMessages,
  paymentSettingsSchema,
  type PaymentCredentialProvider,
  type PaymentSettingsInput,
  type PaymentSettingsView,
} from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { PasswordField, Select, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import {
  useCheckPaymentKey,
  usePaymentCredentials,
  useRemovePaymentCredentials,
  useSavePaymentCredentials,
} from './payments-api';

// The shop's own eSewa and Khalti merchant credentials (issue #32: "Your shop, not the demo"): the
// owner pastes what eSewa and Khalti gave them, without a terminal. Saved ones win over the
// server's environment variables; the secret is never shown back, only its last 4 characters.

const FIELDS = ['mode', 'merchant_code', 'secret'] as const;
const modeOptions = PAYMENT_CREDENTIAL_MODES.map((value) => ({ value, label: PAYMENT_CREDENTIAL_MODE_LABELS[value] }));

const SOURCE_TEXT: Record<PaymentSettingsView['source'], (label: string) => string> = {
  settings: (label) => `${label} payments use the credentials saved below.`,
  environment: (label) =>
    `${label} payments use the credentials set on the server (environment variables). Credentials saved here take their place.`,
  simulator: (label) =>
    `No ${label} credentials yet: this demo shop takes ${label} payments through the built-in simulator, and no money moves.`,
  off: (label) => `No ${label} credentials yet: checkout does not offer ${label}.`,
};

const MERCHANT_FIELD: Record<PaymentCredentialProvider, { label: string; hint: string; optional: boolean }> = {
  esewa: {
    label: 'Product code (merchant code)',
    hint: 'From eSewa’s merchant dashboard; EPAYTEST for eSewa’s test merchant.',
    optional: false,
  },
  khalti: {
    label: 'Merchant ID',
    hint: 'For your own reference; Khalti needs only the secret key.',
    optional: true,
  },
};

const SECRET_HINT: Record<PaymentCredentialProvider, string> = {
  esewa: 'The secret key eSewa gave the shop for signing payments.',
  khalti: 'The live_secret_key from admin.khalti.com (test-admin.khalti.com for test mode).',
};

function defaultsOf(view: PaymentSettingsView): PaymentSettingsInput {
  return view.saved
    ? { mode: view.saved.mode, merchant_code: view.saved.merchant_code, secret: '' }
    : { mode: 'live', merchant_code: '', secret: '' };
}

function ProviderForm({ provider, view }: { provider: PaymentCredentialProvider; view: PaymentSettingsView }) {
  const label = PAYMENT_CREDENTIAL_LABELS[provider];
  const save = useSavePaymentCredentials(provider);
  const remove = useRemovePaymentCredentials(provider);
  const check = useCheckPaymentKey(provider);
  const [failure, setFailure] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState<PaymentSettingsInput | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const form = useForm<PaymentSettingsInput>({
    resolver: zodResolver(paymentSettingsSchema),
    defaultValues: defaultsOf(view),
  });
  const { errors } = form.formState;
  const saved = view.saved;
  const secretSaved = saved?.secret_saved ?? false;
  const showSecretInput = !secretSaved || replacing;
  const merchant = MERCHANT_FIELD[provider];

  const send = (values: PaymentSettingsInput) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(defaultsOf(answer.data));
        setReplacing(false);
        setConfirmReplace(null);
        toast.success(answer.message ?? paymentSettingsMessages.saved(label));
      },
      onError: (error) => {
        setConfirmReplace(null);
        if (error instanceof ApiError && error.body.errors) {
          for (const field of FIELDS) {
            const message = error.body.errors[field];
            if (message) form.setError(field, { message });
          }
        }
        setFailure(staffFailureMessage(error));
      },
    });
  };

  const onSave = form.handleSubmit((values) => {
    // The server says the same; saying it here spares a round trip.
    if (provider === 'esewa' && values.merchant_code === '') {
      form.setError('merchant_code', { message: paymentSettingsMessages.merchantCodeRequired });
      return;
    }
    if (!secretSaved && values.secret === '') {
      form.setError('secret', { message: paymentSettingsMessages.secretRequired });
      return;
    }
    // A new secret over a saved one: the shop's payments change, so ask first.
    if (secretSaved && values.secret !== '') setConfirmReplace(values);
    else send(values);
  });

  const onRemove = () => {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirmRemove(false);
        setReplacing(false);
        form.reset(defaultsOf(answer.data));
        toast.success(answer.message ?? paymentSettingsMessages.removed(label));
      },
      onError: (error) => {
        setConfirmRemove(false);
        setFailure(staffFailureMessage(error));
      },
    });
  };

  const onCheck = () => {
    setFailure(null);
    check.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => setFailure(staffFailureMessage(error)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSave(event)}
      aria-labelledby={`payments-${provider}-title`}
      className="rounded-lg border border-slate-200 p-4"
    >
      <h3 id={`payments-${provider}-title`} className="text-sm font-semibold text-ink">
        {label}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{SOURCE_TEXT[view.source](label)}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Select label="Mode" options={modeOptions} error={errors.mode?.message} {...form.register('mode')} />
        <TextField
          label={merchant.label}
          optional={merchant.optional}
          autoComplete="off"
          spellCheck={false}
          hint={merchant.hint}
          error={errors.merchant_code?.message}
          {...form.register('merchant_code')}
        />
        {showSecretInput ? (
          <PasswordField
            label="Secret key"
            autoComplete="new-password"
            hint={
              secretSaved
                ? 'Enter the new secret key; leave it blank to keep the saved one.'
                : `${SECRET_HINT[provider]} Stored encrypted and never shown again.`
            }
            error={errors.secret?.message}
            className="sm:col-span-2"
            {...form.register('secret')}
          />
        ) : (
          <div className="sm:col-span-2">
            <p className="text-sm font-medium text-ink">Secret key</p>
            <div className="mt-1.5 flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-700">
                Saved <span aria-hidden="true">••••</span>
                <span className="sr-only">, ending in </span>
                <span className="font-mono">{saved?.secret_last4}</span>
              </p>
              <Button type="button" variant="secondary" size="sm" onClick={() => setReplacing(true)}>
                Replace secret key
              </Button>
            </div>
          </div>
        )}
      </div>
      {saved ? (
        <p className="mt-3 text-xs text-slate-600">
          Saved {new Date(saved.updated_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
          {saved.updated_by ? ` by ${saved.updated_by}` : ''}.
        </p>
      ) : null}
      <div className="mt-3">
        <FormAlert message={failure} />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending && confirmReplace === null} loadingText="Saving...">
          Save {label}
        </Button>
        {provider === 'khalti' && saved ? (
          <Button
            type="button"
            variant="secondary"
            onClick={onCheck}
            disabled={form.formState.isDirty}
            loading={check.isPending}
            loadingText="Checking..."
          >
            Check the saved key
          </Button>
        ) : null}
        {saved ? (
          <ConfirmDialog
            open={confirmRemove}
            onOpenChange={setConfirmRemove}
            title={`Remove the ${label} credentials?`}
            description={`${label} payments go back to the server’s environment settings, or the built-in simulator in a demo shop, or stop being offered.`}
            confirmLabel={`Remove ${label} credentials`}
            pending={remove.isPending}
            pendingLabel="Removing..."
            onConfirm={onRemove}
            trigger={
              <Button type="button" variant="ghost">
                Remove {label} credentials
              </Button>
            }
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmReplace !== null}
        onOpenChange={(open) => (open ? undefined : setConfirmReplace(null))}
        title={`Replace the ${label} secret key?`}
        description={`The saved key ending in ${saved?.secret_last4 ?? ''} is replaced: the next ${label} payment uses the new one.`}
        confirmLabel="Replace secret key"
        tone="primary"
        pending={save.isPending}
        pendingLabel="Saving..."
        onConfirm={() => (confirmReplace ? send(confirmReplace) : undefined)}
      />
    </form>
  );
}

function ProviderCredentials({ provider }: { provider: PaymentCredentialProvider }) {
  const query = usePaymentCredentials(provider);
  const label = PAYMENT_CREDENTIAL_LABELS[provider];
  if (query.isPending) return <Spinner label={`Loading ${label}...`} className="py-6 text-slate-700" />;
  if (query.isError) {
    return (
      <div className="space-y-3">
        <FormAlert message={`The ${label} credentials could not be loaded. ${staffFailureMessage(query.error)}`} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <ProviderForm provider={provider} view={query.data} />;
}

export function PaymentsSection() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        Payments
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        The shop’s own eSewa and Khalti merchant accounts. Live mode takes real payments; test mode uses the providers’
        sandbox (the built-in simulator in a demo shop). The next payment uses what you save.
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {PAYMENT_CREDENTIAL_PROVIDERS.map((provider) => (
          <ProviderCredentials key={provider} provider={provider} />
        ))}
      </div>
    </section>
  );
}
