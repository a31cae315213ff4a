import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_RATING,
  REVIEW_TEXT_MAX,
  reviewFormSchema,
  type Product,
  type Review,
  type ReviewForm,
} from '@pasal/contract';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Spinner } from '../../components/spinner';
import { Dialog } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/field';
import { t } from '../../i18n';
import { useSubmitReview } from './api';
import { failureDetail } from './feedback-dialog';
import { DialogFormActions } from './form-parts';
import { RatingPicker } from './rating-picker';

interface ReviewDialogProps {
  product: Pick<Product, 'id' | 'name' | 'slug'>;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The shopper's earlier review of this product (posting again updates it). */
  existing?: Review | null;
  /** True while it is not yet known whether the shopper reviewed this product before. */
  loading?: boolean;
}

/** 'Write a review': 1–5 stars (default 1) and a message (docs/rules/catalogue.md#reviews). */
export function ReviewDialog({ product, open, onOpenChange, existing = null, loading = false }: ReviewDialogProps) {
  // The earlier review as it was when the form appeared. Posting refreshes the list (and with it
  // `existing`); the open form must not change under the shopper, nor be replaced mid-submit.
  const [snapshot, setSnapshot] = useState<{ existing: Review | null } | null>(null);
  if (open && !loading && snapshot === null) setSnapshot({ existing });
  if (!open && snapshot !== null) setSnapshot(null);
  const earlier = snapshot?.existing ?? null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={earlier ? t('reviews.updateReviewTitle') : t('reviews.writeReviewTitle')}
      description={
        earlier
          ? t('reviews.updateReviewDescription', { name: product.name })
          : t('reviews.writeReviewDescription', { name: product.name })
      }
    >
      {snapshot ? (
        <ReviewFormBody product={product} existing={earlier} onDone={() => onOpenChange(false)} />
      ) : (
        <Spinner label={t('reviews.loading')} className="text-sm text-slate-700" />
      )}
    </Dialog>
  );
}

function ReviewFormBody(props: { product: ReviewDialogProps['product']; existing: Review | null; onDone(): void }) {
  const ratingLabel = useId();
  const submitReview = useSubmitReview(props.product.slug);
  const form = useForm<ReviewForm>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: {
      rating: props.existing?.rating ?? DEFAULT_RATING,
      review_text: props.existing?.review_text ?? '',
    },
  });
  const textError = form.formState.errors.review_text?.message;

  const onSubmit = (values: ReviewForm) =>
    submitReview.mutate(
      { product: props.product.id, ...values },
      {
        onSuccess: () => {
          toast.success(t('reviews.reviewAdded'));
          props.onDone();
        },
        // The dialog stays open with what was typed.
        onError: (error) => toast.error(t('reviews.failed'), { description: failureDetail(error) }),
      },
    );

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <div>
        <p id={ratingLabel} className="text-sm font-medium text-slate-800">
          {t('reviews.yourRating')}
        </p>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <div className="mt-1.5">
              <RatingPicker value={field.value} onChange={field.onChange} labelledBy={ratingLabel} />
            </div>
          )}
        />
      </div>
      <Textarea
        label={t('reviews.message')}
        rows={5}
        maxLength={REVIEW_TEXT_MAX}
        placeholder={t('reviews.messagePlaceholder')}
        error={textError}
        {...form.register('review_text')}
      />
      <DialogFormActions
        pending={submitReview.isPending}
        submitLabel={t('reviews.submitReview')}
        onCancel={props.onDone}
      />
    </form>
  );
}
