import { deleteReviewSchema, MODERATION_LIMITS, type AdminReview } from '@pasal/contract';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { useDeleteReview } from './api';
import { TextForm } from './text-form';

// Deleting a review for good (staff), with a reason: unlike hiding, it cannot be undone. The
// reason, who and when stay in the moderation log; the product's rating is recomputed.

export function DeleteReviewDialog({
  review,
  authorName,
  onClose,
  onDeleted,
}: {
  review: AdminReview | null;
  authorName: string;
  onClose(): void;
  /** After the deletion: the row and the button that opened this are gone. */
  onDeleted(): void;
}) {
  const remove = useDeleteReview();
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="sm"
      title="Delete review"
      description={
        review
          ? `${authorName}'s review of ${review.product.name} is deleted for good and leaves its rating. To keep it for later, hide it instead.`
          : undefined
      }
    >
      {review ? (
        <TextForm
          field="reason"
          label="Reason"
          hint="Kept in the moderation log with your name and the date."
          maxLength={MODERATION_LIMITS.hideReasonMax}
          rows={3}
          schema={deleteReviewSchema}
          submitLabel="Delete review"
          pendingLabel="Deleting..."
          submitVariant="danger"
          send={(reason) => remove.mutateAsync({ id: review.id, reason })}
          onDone={onDeleted}
          secondary={
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
          }
        />
      ) : null}
    </Dialog>
  );
}
