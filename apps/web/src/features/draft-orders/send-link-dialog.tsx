import { zodResolver } from '@hookform/resolvers/zod';
import { PAY_LINK_DAYS, sendPayLinkSchema, type DraftOrder, type SentPayLink } from '@pasal/contract';
import { Copy, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { staffFailureMessage } from '../../api/failure-message';
import { formatDateTime } from '../../components/format-date';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { useSendPayLink } from './api';

// "Send payment link": the customer gets a link (by SMS, e-mail or both) to see the order and pay
// with eSewa or Khalti; the draft stays open until they pay, and the order is placed then. The
// link is shown too, to paste into the Viber or Messenger chat the order came from.

export function SendLinkDialog({ draft, disabled }: { draft: DraftOrder; disabled: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // A customer signed up with a mobile number alone has no e-mail to send it to.
  const hasEmail = draft.customer.email !== '';
  // The ways chosen stay as they were when the dialog opens again.
  const { register, handleSubmit } = useForm<
    z.input<typeof sendPayLinkSchema>,
    unknown,
    z.output<typeof sendPayLinkSchema>
  >({ resolver: zodResolver(sendPayLinkSchema), defaultValues: { sms: true, email: hasEmail } });
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<SentPayLink | null>(null);
  const send = useSendPayLink(draft.id);

  const submit = handleSubmit((ways) =>
    send.mutate(ways, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setSent(answer.data);
        setOpen(false);
      },
      onError: (error) => setAlert(staffFailureMessage(error)),
    }),
  );

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setAlert(null);
        }}
        title="Send payment link"
        description={`${draft.customer.name} can pay online at the link for ${PAY_LINK_DAYS} days; the order is placed when they pay.`}
        trigger={
          <Button variant="secondary" disabled={disabled}>
            <Send aria-hidden="true" className="size-4" />
            {draft.link_sent_at ? 'Send payment link again' : 'Send payment link'}
          </Button>
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            setAlert(null);
            void submit(event);
          }}
          className="space-y-4"
        >
          <FormAlert message={alert} />
          <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
            <legend className="text-sm font-medium text-slate-800">Send it by</legend>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" {...register('sms')} />
              SMS to {draft.phone_number}
            </label>
            {hasEmail ? (
              <label className="flex min-h-11 items-center gap-2 text-sm [overflow-wrap:anywhere]">
                <input type="checkbox" className="size-4" {...register('email')} />
                E-mail to {draft.customer.email}
              </label>
            ) : null}
          </fieldset>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            With neither, the link is only shown here, to paste into a chat.
          </p>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={send.isPending} loadingText="Sending...">
              Send link
            </Button>
          </div>
        </form>
      </Dialog>
      {sent ? <SentLink sent={sent} /> : null}
    </>
  );
}

/** The link just sent, to copy into a chat, and when and how it went. */
function SentLink({ sent }: { sent: SentPayLink }) {
  const id = useId();
  const how = [sent.sms ? 'SMS' : null, sent.email ? 'e-mail' : null].filter(Boolean).join(' and ');
  const copy = () =>
    navigator.clipboard.writeText(sent.url).then(
      () => toast.success('Link copied'),
      () => toast.error('Could not copy: select the link and copy it'),
    );
  return (
    <div className="w-full space-y-1.5 rounded-lg bg-emerald-50 p-3 text-emerald-950">
      <label htmlFor={id} className="block text-sm font-medium">
        Payment link
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={sent.url}
          onFocus={(event) => event.target.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-emerald-300 bg-white px-3 font-mono text-sm"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
      </div>
      <p className="text-xs">
        {how
          ? `Sent${sent.draft.link_sent_at ? ` ${formatDateTime(sent.draft.link_sent_at)}` : ''} by ${how}`
          : 'Not sent by SMS or e-mail: paste it into the chat'}
        {sent.draft.link_expires_at ? ` · works until ${formatDateTime(sent.draft.link_expires_at)}` : ''}
      </p>
    </div>
  );
}
