import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';

import { useRemoveDemoData } from './api';
import { staffFailureMessage } from '../../api/failure-message';

// "Remove demo data" (issue #32): a shop started on a laptop comes with a demo catalogue; the owner
// clears it here before adding their own. The server decides what goes and reports it.

export function DemoDataSection() {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useRemoveDemoData();

  const onConfirm = () => {
    setOutcome(null);
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: (report) => setOutcome(report.message),
      onError: (error) => setFailure(staffFailureMessage(error)),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        Demo data
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        A new shop starts with demo products, their reviews, demo customer accounts and the coupons WELCOME10 and
        DASHAIN500. Remove them before you add your own. Your own products, categories, coupons and orders stay.
      </p>
      <div className="mt-3 space-y-3">
        <FormAlert message={failure} />
        {outcome ? (
          <p
            role="status"
            className="rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900"
          >
            {outcome}
          </p>
        ) : null}
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Remove demo data
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (remove.isPending ? undefined : setConfirming(open))}
        title="Remove the demo data?"
        description="The demo products with their images and reviews, the demo customer accounts, the demo coupons, and the demo categories and brands none of your products use are deleted. A demo product that an order refers to is archived instead, and a demo coupon an order used is switched off, so every order keeps its record. This cannot be undone."
        confirmLabel="Remove demo data"
        pending={remove.isPending}
        pendingLabel="Removing..."
        onConfirm={onConfirm}
      />
    </section>
  );
}
