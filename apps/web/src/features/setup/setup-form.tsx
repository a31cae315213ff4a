import { zodResolver } from '@hookform/resolvers/zod';
import { firstAdminSchema, type FirstAdminInput } from '@pasal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { setAccessToken } from '../../api/http';
import { useSession } from '../../api/session-store';
import { Button } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { t } from '../../i18n';
import { showFailure } from '../auth';
import { setupKeys, useCreateFirstAdmin } from './api';

const FIELDS = ['code', 'first_name', 'last_name', 'email', 'phone', 'password', 'confirm_password'] as const;

/**
 * The first admin: the setup code from the server log, then the account with sign-up's own fields
 * and rules. The new admin is signed in and taken to the dashboard, where the checklist waits.
 */
export function SetupForm() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateFirstAdmin();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(firstAdminSchema),
    defaultValues: {
      code: '',
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    create.mutate(values, {
      onSuccess: (signedIn) => {
        // Nothing cached for the visitor may show to the admin; the page's own status stays, or
        // reading it again (setup is closed now) would send the new admin to the sign-in.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== setupKeys.all[0] });
        setAccessToken(signedIn.access);
        useSession.getState().signIn(signedIn.user, false);
        toast.success(t('setup.created'));
        void navigate('/staff', { replace: true });
      },
      onError: (error) =>
        showFailure(error, {
          fields: FIELDS,
          setFieldError: (field, message, focus) =>
            form.setError(field as keyof FirstAdminInput, { message }, { shouldFocus: focus }),
          setAlert,
        }),
    });
  });

  return (
    <form noValidate className="mt-6 space-y-5" onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={alert} />
      <TextField
        id={`${id}-code`}
        label={t('setup.codeLabel')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('setup.codeHint')}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <div className="space-y-5 border-t border-slate-200 pt-5">
        <h2 className="text-base font-semibold text-ink">{t('setup.accountHeading')}</h2>
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
          id={`${id}-email`}
          label={t('auth.emailLabel')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          id={`${id}-phone`}
          label={t('auth.phoneLabel')}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
          placeholder={t('auth.phonePlaceholder')}
          hint={t('auth.phoneHint')}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('auth.passwordLabel')}
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          id={`${id}-confirm`}
          label={t('auth.confirmPasswordLabel')}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
      </div>
      <Button type="submit" loading={create.isPending} className="w-full">
        {t('setup.createButton')}
      </Button>
    </form>
  );
}
