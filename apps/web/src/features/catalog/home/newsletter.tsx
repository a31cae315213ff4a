import { NEWSLETTER_SUBSCRIBE_PATH, translateMessage } from '@pasal/contract';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../api/http';
import { lazyResolver } from '../../../components/ui/lazy-resolver';
import { activeLocale, t } from '../../../i18n';
import type { newsletterFormSchema } from './newsletter-form';

// The form's schema, and zod with it, load when the shopper first submits (lazyResolver): the home
// page itself needs no zod.
const resolver = lazyResolver(() => import('./newsletter-form').then((form) => form.newsletterFormResolver));

/**
 * Newsletter sign-up (docs/rules/content.md#newsletter): idle → submitting ('Subscribing...') →
 * idle. Success clears the field and thanks the shopper; failure shows 'Something went wrong' and
 * the form is usable again. A blank submit is ignored.
 */
export function Newsletter() {
  const inputId = useId();
  const errorId = useId();
  // No focus move, and a message goes as the address is edited, as before react-hook-form.
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<z.input<typeof newsletterFormSchema>, unknown, z.output<typeof newsletterFormSchema>>({
    resolver,
    defaultValues: { email: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const error = errors.email?.message;
  const subscribe = useMutation({
    mutationFn: (address: string) =>
      apiRequest<{ message: string }>(NEWSLETTER_SUBSCRIBE_PATH, { method: 'POST', body: { email: address } }),
    onSuccess: () => {
      toast.success(t('home.newsletterThanks'));
      reset();
    },
    // One toast: a rate limit says when to try again (docs/rate-limits.md), anything else is
    // 'Something went wrong'.
    onError: (failure) =>
      toast.error(
        failure instanceof ApiError && failure.status === 429 && failure.body.message
          ? failure.body.message
          : t('home.newsletterFailed'),
      ),
  });

  const submit = handleSubmit(({ email }) => subscribe.mutate(email));

  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="rounded-3xl bg-brand-50 px-6 py-10 text-center sm:px-12">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <h2 id="newsletter-heading" className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t('home.newsletterTitle')}
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-base text-slate-700">{t('home.newsletterText')}</p>
        <form
          noValidate
          className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
          onSubmit={(event) => {
            // A blank address is no mistake to point out: the submit is ignored.
            if (subscribe.isPending || getValues('email').trim() === '') {
              event.preventDefault();
              return;
            }
            // The form's check loads on first use: offline, that fails as the sign-up itself would.
            submit(event).catch(() => toast.error(t('home.newsletterFailed')));
          }}
        >
          <div className="flex-1 text-left">
            <label htmlFor={inputId} className="sr-only">
              {t('home.newsletterEmailLabel')}
            </label>
            <input
              id={inputId}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('home.newsletterPlaceholder')}
              {...register('email', { onChange: () => clearErrors('email') })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-12 w-full rounded-full border border-slate-300 bg-white px-5 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-invalid:border-red-600"
            />
            {error ? (
              <p id={errorId} className="mt-1.5 px-5 text-sm text-red-700">
                {translateMessage(error, activeLocale())}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={subscribe.isPending}
            className="inline-flex h-12 items-center justify-center rounded-full bg-brand-700 px-7 text-sm font-semibold text-white transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
          >
            {subscribe.isPending ? t('home.newsletterSubmitting') : t('home.newsletterSubmit')}
          </button>
        </form>
      </div>
    </section>
  );
}
