import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_LIMITS,
  CONTACT_PATH,
  contactMessageSchema,
  type ContactCreated,
  type ContactMessage,
  type ContactMessageInput,
} from '@pasal/contract';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, apiRequest } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Textarea, TextField } from '../../components/ui/field';
import { t } from '../../i18n';

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

function sendContactMessage(message: ContactMessage): Promise<ContactCreated> {
  return apiRequest<{ data: ContactCreated }>(CONTACT_PATH, { method: 'POST', body: message }).then(
    (body) => body.data,
  );
}

const fieldNames = ['name', 'email', 'phone', 'subject', 'message'] as const;
const isField = (name: string): name is (typeof fieldNames)[number] => (fieldNames as readonly string[]).includes(name);

/**
 * Name, e-mail, phone (optional), subject, message (docs/rules/content.md#contact). The browser
 * enforces the required fields; the shared schema adds the same rules the server applies.
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
      toast.success(t('contact.sent'));
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
      toast.error(t('contact.failed'));
    },
  });

  return (
    <form
      aria-label={t('contact.formLabel')}
      onSubmit={(event) => void handleSubmit((values) => send.mutate(values))(event)}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label={t('contact.fullName')}
          requiredMark
          error={errors.name?.message}
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          {...register('name')}
        />
        <TextField
          id={`${id}-email`}
          label={t('contact.emailAddress')}
          requiredMark
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          {...register('email')}
        />
        <TextField
          id={`${id}-phone`}
          label={t('contact.phoneNumber')}
          optional
          error={errors.phone?.message}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          placeholder="98XXXXXXXX"
          {...register('phone')}
        />
        <TextField
          id={`${id}-subject`}
          label={t('contact.subject')}
          requiredMark
          error={errors.subject?.message}
          type="text"
          required
          maxLength={CONTACT_LIMITS.subject}
          {...register('subject')}
        />
      </div>
      <Textarea
        id={`${id}-message`}
        label={t('contact.message')}
        requiredMark
        error={errors.message?.message}
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        {...register('message')}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={send.isPending}>
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
