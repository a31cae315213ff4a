import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAIL_SECURITY,
  MAIL_SECURITY_LABELS,
  mailSettingsSchema,
  type MailSettingsFormValues,
  type MailSettingsInput,
  type MailSettingsView,
} from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { PasswordField, Select, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { useMailServer, useRemoveMailServer, useSaveMailServer, useSendTestMail } from './api';

// The shop's outgoing mail server (issue #32): an owner enters what their mail provider gives
// them (host, port, security, user, password, the address mail comes from) and sends themselves a
// test e-mail, without a terminal. SMTP_URL on the server wins; the password is never shown back.

const securityOptions = MAIL_SECURITY.map((value) => ({ value, label: MAIL_SECURITY_LABELS[value] }));
const FIELDS = ['host', 'port', 'security', 'username', 'password', 'from_address'] as const;

const SOURCE_TEXT: Record<MailSettingsView['source'], string> = {
  environment:
    'E-mail goes through the server in SMTP_URL, set on the server. What you save here applies once SMTP_URL is removed.',
  settings: 'E-mail goes through the server saved below.',
  outbox:
    'No mail server yet: e-mail (order confirmations, sign-in codes) is written to the outbox folder in the data directory, not sent.',
};

function defaultsOf(view: MailSettingsView): MailSettingsInput {
  const saved = view.saved;
  return saved
    ? { ...saved, password: '' }
    : { host: '', port: 587, security: 'starttls', username: '', password: '', from_address: '' };
}

function MailServerForm({ view }: { view: MailSettingsView }) {
  const save = useSaveMailServer();
  const remove = useRemoveMailServer();
  const test = useSendTestMail();
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MailSettingsFormValues, unknown, MailSettingsInput>({
    resolver: zodResolver(mailSettingsSchema),
    defaultValues: defaultsOf(view),
  });
  const { errors } = form.formState;
  const passwordSaved = view.saved?.password_saved ?? false;

  const outcome = (message: string | null, problem: string | null) => {
    setStatus(message);
    setFailure(problem);
  };
  const onSave = form.handleSubmit((values) => {
    outcome(null, null);
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(defaultsOf(answer.data));
        outcome(answer.message ?? null, null);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body.errors) {
          for (const field of FIELDS) {
            const message = error.body.errors[field];
            if (message) form.setError(field, { message });
          }
        }
        outcome(null, staffFailureMessage(error));
      },
    });
  });
  const onTest = () => {
    outcome(null, null);
    test.mutate(undefined, {
      onSuccess: (answer) => outcome(answer.message, null),
      onError: (error) => outcome(null, staffFailureMessage(error)),
    });
  };
  const onRemove = () => {
    outcome(null, null);
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        form.reset(defaultsOf(answer.data));
        outcome(answer.message ?? null, null);
      },
      onError: (error) => outcome(null, staffFailureMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSave(event)} className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Mail server (host)"
          autoComplete="off"
          spellCheck={false}
          placeholder="smtp.gmail.com"
          error={errors.host?.message}
          {...form.register('host')}
        />
        <div className="grid grid-cols-[7rem_1fr] gap-3">
          <TextField label="Port" inputMode="numeric" error={errors.port?.message} {...form.register('port')} />
          <Select
            label="Security"
            options={securityOptions}
            error={errors.security?.message}
            {...form.register('security')}
          />
        </div>
        <TextField
          label="User name"
          optional
          autoComplete="off"
          spellCheck={false}
          hint="Often your full e-mail address."
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordField
          label="Password"
          optional
          autoComplete="new-password"
          hint={
            passwordSaved
              ? 'A password is saved. Leave this blank to keep it; it is never shown.'
              : 'For Gmail, an app password. Stored encrypted and never shown again.'
          }
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Send e-mail from"
          type="email"
          autoComplete="off"
          placeholder="orders@yourshop.com.np"
          hint="Shoppers see the shop's name with this address."
          error={errors.from_address?.message}
          className="sm:col-span-2"
          {...form.register('from_address')}
        />
      </div>
      <FormAlert message={failure} />
      {status ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900"
        >
          {status}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save mail server
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={onTest}
          disabled={view.source === 'outbox' || form.formState.isDirty}
          loading={test.isPending}
          loadingText="Sending..."
        >
          Send a test e-mail
        </Button>
        {view.saved ? (
          <Button type="button" variant="ghost" onClick={onRemove} loading={remove.isPending} loadingText="Removing...">
            Remove mail server
          </Button>
        ) : null}
      </div>
      {form.formState.isDirty && view.source !== 'outbox' ? (
        <p className="text-sm text-slate-700">Save your changes before sending a test e-mail.</p>
      ) : null}
    </form>
  );
}

export function MailServerSection() {
  const id = useId();
  const server = useMailServer();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        E-mail sending
      </h2>
      {server.isPending ? (
        <Spinner label="Loading the mail server..." className="py-6 text-slate-700" />
      ) : server.isError ? (
        <div className="mt-3 space-y-3">
          <FormAlert message={`The mail server could not be loaded. ${staffFailureMessage(server.error)}`} />
          <Button variant="secondary" onClick={() => void server.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-1 max-w-3xl text-sm text-slate-700">{SOURCE_TEXT[server.data.source]}</p>
          <MailServerForm view={server.data} />
        </>
      )}
    </section>
  );
}
