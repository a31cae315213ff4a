import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_LIMITS,
  CONTACT_PATH,
  CONTACT_SUCCESS_MESSAGE,
  contactMessageSchema,
  type ContactCreated,
  type ContactMessage,
  type ContactMessageInput,
} from '@pasal/contract';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, apiRequest } from '../../api/http';
import { primaryButton } from './page-header';

/** Navigation state that opens /contact with the subject filled in (used by the Services cards). */
export interface ContactLinkState {
  subject: string;
}

export function contactSubjectFrom(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'subject' in state) {
    const { subject } = state as { subject: unknown };
    if (typeof subject === 'string') return subject.slice(0, CONTACT_LIMITS.subject);
  }
  return '';
}

export function sendContactMessage(message: ContactMessage): Promise<ContactCreated> {
  return apiRequest<{ data: ContactCreated }>(CONTACT_PATH, { method: 'POST', body: message }).then(
    (body) => body.data,
  );
}

const fieldNames = ['name', 'email', 'phone', 'subject', 'message'] as const;
const isField = (name: string): name is (typeof fieldNames)[number] => (fieldNames as readonly string[]).includes(name);

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600';

function Field({
  id,
  label,
  optional,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? (
          <span className="font-normal text-slate-600"> (optional)</span>
        ) : (
          <span aria-hidden="true"> *</span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Name, e-mail, phone (optional), subject, message (spec §2 Contact). The browser enforces the
 * required fields; the shared schema adds the same rules the server applies (DEVIATIONS #9).
 */
export function ContactForm({ defaultSubject = '' }: { defaultSubject?: string }) {
  const id = useId();
  const emptyForm: ContactMessageInput = { name: '', email: '', phone: '', subject: defaultSubject, message: '' };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: emptyForm,
  });

  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast.success(CONTACT_SUCCESS_MESSAGE);
      reset({ ...emptyForm, subject: '' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.body.errors) {
        let first: FieldPath<ContactMessageInput> | null = null;
        for (const [field, message] of Object.entries(error.body.errors)) {
          if (!isField(field)) continue;
          setError(field, { type: 'server', message });
          first ??= field;
        }
        if (first) return;
      }
      if (error instanceof ApiError && error.status === 429 && error.body.message) {
        toast.error(error.body.message);
        return;
      }
      toast.error('Something went wrong');
    },
  });

  const describe = (name: keyof ContactMessageInput) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};

  return (
    <form
      aria-label="Contact form"
      onSubmit={(event) => void handleSubmit((values) => send.mutate(values))(event)}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Full Name" error={errors.name?.message}>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            className={`${inputClass} h-11`}
            {...describe('name')}
            {...register('name')}
          />
        </Field>
        <Field id={`${id}-email`} label="Email Address" error={errors.email?.message}>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            className={`${inputClass} h-11`}
            {...describe('email')}
            {...register('email')}
          />
        </Field>
        <Field id={`${id}-phone`} label="Phone Number" optional error={errors.phone?.message}>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            placeholder="98XXXXXXXX"
            className={`${inputClass} h-11`}
            {...describe('phone')}
            {...register('phone')}
          />
        </Field>
        <Field id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
          <input
            id={`${id}-subject`}
            type="text"
            required
            maxLength={CONTACT_LIMITS.subject}
            className={`${inputClass} h-11`}
            {...describe('subject')}
            {...register('subject')}
          />
        </Field>
      </div>
      <Field id={`${id}-message`} label="Message" error={errors.message?.message}>
        <textarea
          id={`${id}-message`}
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          className={`${inputClass} py-3`}
          {...describe('message')}
          {...register('message')}
        />
      </Field>
      <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={send.isPending}>
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
