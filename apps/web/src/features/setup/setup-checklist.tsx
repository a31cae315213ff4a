import type { SetupChecklist, SetupStep } from '@pasal/contract';
import { CheckCircle2, Circle, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { serverMessage } from '../../api/failure-message';
import { useDismissChecklist, useSendTestEmail, useSetupChecklist } from './api';

// The first-run checklist on the staff dashboard (admins): what makes the shop the owner's own.
// The server decides each step from the shop's data (settings saved, a product of their own, a
// test e-mail the mailer took), so a step is ticked by doing it, never by clicking it. It stays
// until every step is done or an admin hides it. Like the rest of the staff area, it is in English.

const STEPS: Record<SetupStep, { title: string; hint: string; to?: string; action?: string }> = {
  identity: {
    title: 'Name your shop',
    hint: 'Shop name, contact e-mail and phone, address, opening hours and legal facts.',
    to: '/staff/settings',
    action: 'Open Settings',
  },
  delivery: {
    title: 'Check the delivery zones',
    hint: 'Where you deliver, what it costs and how many days it takes, then save the settings.',
    to: '/staff/settings',
    action: 'Delivery zones',
  },
  payments: {
    title: 'Choose how customers pay',
    hint: 'Cash on delivery, or eSewa and Khalti with your merchant credentials. A payment simulator does not count: it takes no money.',
    to: '/staff/settings',
    action: 'Payment methods',
  },
  product: {
    title: 'Add your first product',
    hint: 'An active product of your own; the demo products do not count.',
    to: '/staff/products/new',
    action: 'New product',
  },
  test_email: {
    title: 'Send a test e-mail',
    hint: 'Checks that order confirmations, sign-up codes and password resets will reach people.',
  },
};

function testEmailState(test: SetupChecklist['test_email']): string | null {
  if (!test) return null;
  if (test.sent) return `Sent to ${test.to}.`;
  return test.error
    ? `Not sent yet to ${test.to}: ${test.error}. It is tried again.`
    : `Waiting to be sent to ${test.to}.`;
}

export function SetupChecklistCard() {
  const id = useId();
  const checklist = useSetupChecklist(true);
  const dismiss = useDismissChecklist();
  const sendTest = useSendTestEmail();
  const [confirming, setConfirming] = useState(false);

  const data = checklist.data;
  if (!data || data.complete || data.dismissed) return null;
  const doneCount = data.steps.filter((step) => step.done).length;

  const onSend = () =>
    sendTest.mutate(undefined, {
      onSuccess: (answer) => toast.success(`${answer.message}: ${answer.to}`),
      onError: (error) => toast.error(serverMessage(error) ?? 'The test e-mail could not be queued'),
    });
  const onDismiss = () =>
    dismiss.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: (error) => toast.error(serverMessage(error) ?? 'The checklist could not be hidden'),
    });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-brand-200 bg-brand-50/50 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
          Make the shop your own
        </h2>
        <p className="text-sm text-slate-700">
          {doneCount} of {data.steps.length} done
        </p>
      </div>
      <ol className="mt-3 divide-y divide-slate-200">
        {data.steps.map(({ step, done }) => {
          const meta = STEPS[step];
          const state = step === 'test_email' ? testEmailState(data.test_email) : null;
          return (
            <li key={step} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex gap-3">
                {done ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                )}
                <div>
                  <p className="font-medium text-ink">
                    {meta.title}
                    <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
                  </p>
                  <p className="text-sm text-slate-700">{meta.hint}</p>
                  {state ? (
                    <p className="mt-1 text-sm text-slate-800" role="status">
                      {state}
                    </p>
                  ) : null}
                </div>
              </div>
              {meta.to ? (
                <Link
                  to={meta.to}
                  className="ml-8 inline-flex min-h-11 shrink-0 items-center self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:ml-0 sm:self-center"
                >
                  {meta.action}
                </Link>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  className="ml-8 shrink-0 self-start sm:ml-0 sm:self-center"
                  loading={sendTest.isPending}
                  onClick={onSend}
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {data.test_email ? 'Send another' : 'Send a test e-mail'}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-2 flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          Hide this checklist
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (dismiss.isPending ? undefined : setConfirming(open))}
        title="Hide the checklist?"
        description="It disappears from the dashboard for every admin, with the steps not done yet. Everything it links to stays on the Settings and Products screens."
        confirmLabel="Hide checklist"
        tone="primary"
        pending={dismiss.isPending}
        pendingLabel="Hiding..."
        onConfirm={onDismiss}
      />
    </section>
  );
}
