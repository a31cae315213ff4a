import type { DraftOrder } from '@pasal/contract';
import { Ban, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { useCancelDraft, useConfirmDraft } from './api';
import { SendLinkDialog } from './send-link-dialog';

// What staff do with a saved, open draft: place it as cash on delivery (stock is taken then, so it
// may be refused: "Only 2 left of …", or the cash-on-delivery limits), send the customer a link to
// pay online, or cancel it. Each asks first. Offered only when what is on screen is what is saved.

export function DraftActions({
  draft,
  unsaved,
  onPlaced,
}: {
  draft: DraftOrder;
  /** The form has changes not saved yet: the actions would act on the saved draft, not on them. */
  unsaved: boolean;
  onPlaced(message: string): void;
}) {
  const [asking, setAsking] = useState<'confirm' | 'cancel' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = useConfirmDraft(draft.id);
  const cancel = useCancelDraft(draft.id);

  const act = (action: typeof confirm, after: (message: string) => void) => {
    setRefusal(null);
    action.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(null);
        toast.success(answer.message);
        after(answer.message);
      },
      onError: (error) => {
        setAsking(null);
        setRefusal(staffFailureMessage(error));
      },
    });
  };

  return (
    <section
      aria-labelledby="draft-actions"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="draft-actions" className="text-base font-semibold text-ink">
        Place the order
      </h2>
      {unsaved ? <p className="text-sm text-amber-900">Save the changes first: these act on the saved draft.</p> : null}
      <FormAlert message={refusal} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ConfirmDialog
          open={asking === 'confirm'}
          onOpenChange={(open) => setAsking(open ? 'confirm' : null)}
          title="Confirm as cash on delivery?"
          description={`The order is placed now for ${draft.customer.name}, to be paid on delivery. Its stock is taken at once.`}
          confirmLabel="Place the order"
          cancelLabel="Not yet"
          tone="primary"
          pending={confirm.isPending}
          pendingLabel="Placing..."
          onConfirm={() => act(confirm, onPlaced)}
          trigger={
            <Button disabled={unsaved}>
              <CircleCheck aria-hidden="true" className="size-4" />
              Confirm as cash on delivery
            </Button>
          }
        />
        <SendLinkDialog draft={draft} disabled={unsaved} />
        <ConfirmDialog
          open={asking === 'cancel'}
          onOpenChange={(open) => setAsking(open ? 'cancel' : null)}
          title="Cancel this draft?"
          description="It is kept, marked cancelled, and can no longer become an order. A payment link sent for it stops working."
          confirmLabel="Cancel draft"
          cancelLabel="Keep it"
          pending={cancel.isPending}
          pendingLabel="Cancelling..."
          onConfirm={() => act(cancel, () => undefined)}
          trigger={
            <Button variant="secondary">
              <Ban aria-hidden="true" className="size-4" />
              Cancel draft
            </Button>
          }
        />
      </div>
    </section>
  );
}
