import {
  hideReviewSchema,
  listDate,
  MODERATION_LIMITS,
  REVIEW_VISIBILITY_FILTERS,
  reviewReplySchema,
  starLabel,
  type AdminReview,
  type ReviewVisibilityFilter,
} from '@pasal/contract';
import { BadgeCheck, EyeOff, Eye, MessageSquareReply, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { StarRating } from '../../components/star-rating';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { DataTableColumn } from '../../components/ui/data-table';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Select } from '../../components/ui/field';
import { oneOf, pageOf, useListParams } from '../../components/ui/use-list-params';

import { useAdminReviews, useHideReview, useSaveReply, useShowReview, type ReviewListQuery } from './api';
import { DeleteReviewDialog } from './delete-review';
import { countText } from './list-params';
import { FilterPanel, ModerationTable } from './list-parts';
import { TextForm } from './text-form';
import { staffFailureMessage } from '../../api/failure-message';

// Reviews (staff): every review, newest first, filtered by rating, product and visibility. A
// review is hidden with a reason (it then leaves the product's rating) or shown again, and the
// shop's public reply is written, changed or removed in a dialog. A review is deleted for good
// with a reason (delete-review.tsx).

const VISIBILITY_LABELS: Record<ReviewVisibilityFilter, string> = { visible: 'Shown', hidden: 'Hidden' };
const RATINGS = [5, 4, 3, 2, 1] as const;

function queryOf(params: URLSearchParams): ReviewListQuery {
  const rating = Number(params.get('rating'));
  return {
    rating: RATINGS.find((value) => value === rating),
    product: params.get('product') || undefined,
    visibility: oneOf(REVIEW_VISIBILITY_FILTERS, params.get('visibility')),
    page: pageOf(params),
  };
}

const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** What the buttons of a row say to a screen reader after their visible word. */
const rowContext = (review: AdminReview) => `review by ${personName(review.user)} of ${review.product.name}`;

type Action = { kind: 'hide' | 'reply' | 'delete'; review: AdminReview } | null;

export function ReviewModeration() {
  const { params, update } = useListParams();
  const query = queryOf(params);
  const reviews = useAdminReviews(query);
  const show = useShowReview();
  const [action, setAction] = useState<Action>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const showAgain = (review: AdminReview) =>
    show.mutate(review.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        // In the Hidden list the row (and the button just pressed) goes: keep the keyboard on the page.
        if (query.visibility === 'hidden') heading.current?.focus();
      },
      onError: (error) => toast.error(staffFailureMessage(error)),
    });

  const columns: DataTableColumn<AdminReview>[] = [
    {
      key: 'product',
      header: 'Product',
      rowHeader: true,
      // On phones the product is named inside the review cell: three columns do not fit.
      className: 'hidden min-w-36 align-top sm:table-cell',
      cell: (review) => <ProductLink review={review} />,
    },
    {
      key: 'review',
      header: 'Review',
      className: 'max-w-xl align-top sm:min-w-72',
      cell: (review) => <ReviewCell review={review} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'align-top',
      cell: (review) => (
        <div className="flex flex-col gap-2">
          <Button
            size="sm"
            variant="secondary"
            icon={
              review.hidden ? (
                <Eye aria-hidden="true" className="size-4" />
              ) : (
                <EyeOff aria-hidden="true" className="size-4" />
              )
            }
            loading={show.isPending && show.variables === review.id}
            loadingText="Showing..."
            onClick={() => (review.hidden ? showAgain(review) : setAction({ kind: 'hide', review }))}
          >
            {review.hidden ? 'Show' : 'Hide'} <span className="sr-only">{rowContext(review)}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<MessageSquareReply aria-hidden="true" className="size-4" />}
            onClick={() => setAction({ kind: 'reply', review })}
          >
            {review.reply ? 'Edit reply' : 'Reply'} <span className="sr-only">to {rowContext(review)}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={() => setAction({ kind: 'delete', review })}
          >
            Delete <span className="sr-only">{rowContext(review)}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink focus:outline-none">
        Reviews
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        Hidden reviews are not shown to shoppers and do not count in the product&apos;s rating. Replies are public.
      </p>

      <FilterPanel
        product={query.product}
        onProduct={(product) => update({ product })}
        gridClass="sm:grid-cols-2 lg:grid-cols-4"
      >
        <Select
          label="Rating"
          placeholder="Any rating"
          value={query.rating === undefined ? '' : String(query.rating)}
          onChange={(event) => update({ rating: event.target.value })}
          options={RATINGS.map((value) => ({ value: String(value), label: starLabel(value) }))}
        />
        <Select
          label="Visibility"
          placeholder="Shown and hidden"
          value={query.visibility ?? ''}
          onChange={(event) => update({ visibility: event.target.value })}
          options={REVIEW_VISIBILITY_FILTERS.map((value) => ({ value, label: VISIBILITY_LABELS[value] }))}
        />
      </FilterPanel>
      <ModerationTable
        caption="Reviews"
        columns={columns}
        list={reviews}
        page={query.page}
        countLine={(count) => countText(count, 'review', 'reviews')}
        empty="No reviews match these filters."
        onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
      />

      <HideDialog review={action?.kind === 'hide' ? action.review : null} onClose={() => setAction(null)} />
      <ReplyDialog review={action?.kind === 'reply' ? action.review : null} onClose={() => setAction(null)} />
      <DeleteReviewDialog
        review={action?.kind === 'delete' ? action.review : null}
        authorName={action ? personName(action.review.user) : ''}
        onClose={() => setAction(null)}
        onDeleted={() => {
          setAction(null);
          // The row and its buttons are gone: keep the keyboard on the page.
          heading.current?.focus();
        }}
      />
    </div>
  );
}

function ProductLink({ review }: { review: AdminReview }) {
  return (
    <Link
      to={`/products/${review.product.slug}`}
      className="font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {review.product.name}
    </Link>
  );
}

function ReviewCell({ review }: { review: AdminReview }) {
  return (
    <div className="space-y-2">
      <p className="sm:hidden">
        <ProductLink review={review} />
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <StarRating rating={review.rating} />
        <span className="font-medium text-ink">{personName(review.user)}</span>
        <time dateTime={review.created_at} className="text-slate-600">
          {listDate(review.created_at)}
        </time>
        {review.verified_purchase ? (
          <Badge tone="success">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Verified purchase
          </Badge>
        ) : null}
        {review.hidden ? <Badge tone="warning">Hidden</Badge> : null}
      </div>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">{review.review_text}</p>
      {review.hidden ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">Hidden:</span> {review.hidden.reason}
          <span className="block text-xs text-amber-800">
            {review.hidden.by ? `by ${personName(review.hidden.by)} ` : ''}on {listDate(review.hidden.at)}
          </span>
        </p>
      ) : null}
      {review.reply ? (
        <div className="rounded-lg border-l-4 border-brand-600 bg-slate-50 px-3 py-2 text-sm">
          <p className="font-semibold text-ink">Reply from the shop</p>
          <p className="break-words whitespace-pre-line text-slate-800">{review.reply.text}</p>
          <p className="text-xs text-slate-600">
            {review.reply.by ? `by ${personName(review.reply.by)} ` : ''}on {listDate(review.reply.at)}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function HideDialog({ review, onClose }: { review: AdminReview | null; onClose(): void }) {
  const hide = useHideReview();
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="sm"
      title="Hide review"
      description={
        review
          ? `${personName(review.user)}'s review of ${review.product.name} will no longer be shown to shoppers or count in its rating. You can show it again later.`
          : undefined
      }
    >
      {review ? (
        <TextForm
          field="reason"
          label="Reason"
          hint="Seen by staff only."
          maxLength={MODERATION_LIMITS.hideReasonMax}
          rows={3}
          schema={hideReviewSchema}
          submitLabel="Hide review"
          pendingLabel="Hiding..."
          send={(reason) => hide.mutateAsync({ id: review.id, reason })}
          onDone={onClose}
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

function ReplyDialog({ review, onClose }: { review: AdminReview | null; onClose(): void }) {
  const save = useSaveReply();
  const remove = () => {
    if (!review) return;
    save.mutate(
      { id: review.id, reply: null },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => toast.error(staffFailureMessage(error)),
      },
    );
  };
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={review?.reply ? 'Edit reply' : 'Reply to review'}
      description={
        review
          ? `Shown under ${personName(review.user)}'s review on the ${review.product.name} page, as a reply from the shop.`
          : undefined
      }
    >
      {review ? (
        <>
          <blockquote className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800">
            <StarRating rating={review.rating} className="mb-1" />
            {review.review_text}
          </blockquote>
          <TextForm
            field="reply"
            label="Reply"
            initial={review.reply?.text ?? ''}
            maxLength={MODERATION_LIMITS.replyMax}
            schema={reviewReplySchema}
            submitLabel="Publish reply"
            pendingLabel="Publishing..."
            send={(reply) => save.mutateAsync({ id: review.id, reply })}
            onDone={onClose}
            secondary={
              <>
                {review.reply ? (
                  <Button
                    variant="danger"
                    loading={save.isPending && save.variables?.reply === null}
                    loadingText="Removing..."
                    onClick={remove}
                  >
                    Remove reply
                  </Button>
                ) : null}
                <DialogClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </DialogClose>
              </>
            }
          />
        </>
      ) : null}
    </Dialog>
  );
}
