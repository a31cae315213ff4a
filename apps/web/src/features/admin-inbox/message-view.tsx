import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_REPLY_MAX,
  CONTACT_STATUS_LABELS,
  contactReplySchema,
  type ContactDetail,
  type ContactReplyRequest,
  type ContactStatus,
} from '@pasal/contract';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { formatDateTime } from '../../components/format-date';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { useChangeStatus, useReply } from './api';
import { staffFailureMessage } from '../../api/failure-message';
import { STATUS_TONES } from './format';

// One message in the dialog: what the shopper wrote, the state buttons, and the reply — the form
// while there is none, the stored reply afterwards (one per message; the server keeps to it).

interface Props {
  message: ContactDetail;
  /** A change went through: its toast line, and whether the dialog should close. */
  onDone(line: string, close: boolean): void;
}

export function MessageView({ message, onDone }: Props) {
  const changeStatus = useChangeStatus();
  const setStatus = (status: ContactStatus) =>
    changeStatus.mutate(
      { id: message.id, status },
      {
        onSuccess: (answer) => onDone(answer.message, status === 'spam' || status === 'unread'),
        onError: (error) => toast.error(staffFailureMessage(error)),
      },
    );
  const pendingFor = (status: ContactStatus) => changeStatus.isPending && changeStatus.variables?.status === status;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <Badge tone={STATUS_TONES[message.status]}>{CONTACT_STATUS_LABELS[message.status]}</Badge>
        {message.phone ? (
          <span>
            Phone: <a href={`tel:${message.phone}`}>{message.phone}</a>
          </span>
        ) : null}
      </div>

      <div className="rounded-xl bg-slate-50 p-4 text-sm leading-6 whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200">
        {message.message}
      </div>

      <div className="flex flex-wrap gap-2">
        {message.status === 'spam' ? (
          <Button size="sm" variant="secondary" loading={pendingFor('read')} onClick={() => setStatus('read')}>
            Not spam
          </Button>
        ) : (
          <>
            {message.status !== 'handled' ? (
              <Button
                size="sm"
                variant="secondary"
                loading={pendingFor('handled')}
                onClick={() => setStatus('handled')}
              >
                Mark as handled
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" loading={pendingFor('unread')} onClick={() => setStatus('unread')}>
              Mark as unread
            </Button>
            {message.reply === null ? (
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                loading={pendingFor('spam')}
                onClick={() => setStatus('spam')}
              >
                Mark as spam
              </Button>
            ) : null}
          </>
        )}
      </div>

      {message.reply !== null ? (
        <section aria-labelledby="stored-reply" className="border-t border-slate-200 pt-4">
          <h3 id="stored-reply" className="text-base font-semibold text-ink">
            Your reply
          </h3>
          <p className="mt-1 text-xs text-slate-600">
            Sent by {message.replied_by?.name ?? 'a former staff member'}
            {message.replied_at ? (
              <>
                {' '}
                on <time dateTime={message.replied_at}>{formatDateTime(message.replied_at)}</time>
              </>
            ) : null}
          </p>
          <p className="mt-3 text-sm leading-6 whitespace-pre-wrap text-slate-900">{message.reply}</p>
        </section>
      ) : message.status === 'spam' ? (
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
          Marked as spam. Choose Not spam to reply to it.
        </p>
      ) : (
        <ReplyForm message={message} onDone={onDone} />
      )}
    </div>
  );
}

function ReplyForm({ message, onDone }: Props) {
  const reply = useReply();
  const form = useForm<ContactReplyRequest>({
    resolver: zodResolver(contactReplySchema),
    defaultValues: { reply: '' },
  });
  const { errors } = form.formState;
  // mutateAsync, not mutate's callbacks: the stored reply replaces this form as soon as the answer
  // is in the cache, and an unmounted observer's callbacks never run (the toast would be lost).
  const onSubmit = async (values: ContactReplyRequest) => {
    try {
      const answer = await reply.mutateAsync({ id: message.id, reply: values.reply });
      onDone(answer.message, false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.body.errors?.reply) {
        form.setError('reply', { message: error.body.errors.reply }, { shouldFocus: true });
      } else toast.error(staffFailureMessage(error));
    }
  };
  const refusal =
    reply.error instanceof ApiError && reply.error.status === 409 ? staffFailureMessage(reply.error) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="space-y-3 border-t border-slate-200 pt-4"
      aria-labelledby="reply-heading"
    >
      <h3 id="reply-heading" className="text-base font-semibold text-ink">
        Reply by e-mail
      </h3>
      <FormAlert message={refusal} />
      <Textarea
        label={`Your reply to ${message.name}`}
        rows={6}
        maxLength={CONTACT_REPLY_MAX}
        hint={`Goes to ${message.email} with their message quoted below it; their answer comes back to the shop's address.`}
        error={errors.reply?.message}
        {...form.register('reply')}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={reply.isPending}
          loadingText="Sending..."
          icon={<Send aria-hidden="true" className="size-4" />}
        >
          Send reply
        </Button>
      </div>
    </form>
  );
}
