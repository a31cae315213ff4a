import { formatAverageRating, type Product, type Review, type StaffReply } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, MessageSquareReply, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '../../components/pagination';
import { buttonClass } from '../../components/ui/button';
import { StarRating } from '../../components/star-rating';
import { t } from '../../i18n';
import { useSession } from '../../api/session-store';
import { localDigits } from '../../components/locale-format';
import { shopInfoQuery } from '../../api/shop-info';
import { reviewsQuery } from './api';
import { EmptyList, ListDate, ListProblem, ListSkeleton, personName } from './list-parts';
import { deferredDialog } from './deferred-dialog';
import { useFeedbackDialog } from './use-feedback-dialog';

const ReviewDialog = deferredDialog(() => import('./review-dialog').then((module) => module.ReviewDialog));

/** Product page 'Reviews' tab: average, list, 'Write a review' and its dialog. */
export function ReviewsTab({ product }: { product: Product }) {
  const [page, setPage] = useState(1);
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const viewerId = useSession((session) => session.user?.id ?? null);
  const reviews = useQuery(reviewsQuery(product.slug, page, viewerId, verifiedOnly));
  const dialog = useFeedbackDialog('review');
  // The list's figures are fresher than the product's (they come with the latest reviews).
  const overall = reviews.data?.overall_rating ?? product.overall_rating;
  const total = reviews.data?.total_ratings ?? product.total_ratings;

  return (
    <section aria-labelledby="reviews-heading" className="space-y-6">
      <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="reviews-heading" className="text-lg font-semibold text-ink">
            {t('reviews.customerReviews')}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-4xl font-bold text-ink" data-testid="average-rating">
              {localDigits(formatAverageRating(overall))}
              <span className="sr-only"> {t('reviews.outOfFive')}</span>
            </p>
            <div>
              <StarRating rating={overall} count={total} size="md" />
              <p className="mt-0.5 text-sm text-slate-600">
                {t('reviews.basedOn', { count: total, n: localDigits(total) })}
              </p>
            </div>
          </div>
        </div>
        <button
          type="button"
          className={buttonClass()}
          onClick={dialog.request}
          onPointerEnter={ReviewDialog.preload}
          onFocus={ReviewDialog.preload}
        >
          <PenLine aria-hidden="true" className="size-4" />
          {t('reviews.writeReview')}
        </button>
      </div>

      {total > 0 ? (
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-400 accent-brand-700"
            checked={verifiedOnly}
            onChange={(event) => {
              setVerifiedOnly(event.target.checked);
              setPage(1);
            }}
          />
          <BadgeCheck aria-hidden="true" className="size-4 text-green-700" />
          {t('reviews.verifiedOnly')}
        </label>
      ) : null}

      {reviews.isPending ? (
        <ListSkeleton />
      ) : reviews.isError ? (
        <ListProblem message={t('reviews.loadReviewsFailed')} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.data.length === 0 ? (
        <EmptyList>{verifiedOnly ? t('reviews.noVerifiedReviews') : t('reviews.noReviews')}</EmptyList>
      ) : (
        <ul aria-label={t('reviews.reviewsList')} className="divide-y divide-slate-200">
          {reviews.data.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {/* An empty list has nothing to page through. */}
      {reviews.data && reviews.data.data.length > 0 ? (
        <Pagination page={page} totalPages={reviews.data.total_pages} onPageChange={setPage} />
      ) : null}

      <ReviewDialog.Deferred
        product={product}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        existing={reviews.data?.my_review ?? null}
        loading={reviews.isPending}
      />
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-semibold text-ink">{personName(review.user)}</p>
        {review.verified_purchase ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('reviews.verifiedPurchase')}
          </span>
        ) : null}
      </div>
      <div className="mt-1 flex items-center gap-3 text-sm text-slate-600">
        <StarRating rating={review.rating} />
        <ListDate value={review.created_at} />
      </div>
      {/* A family shares its reviews (issue #35): one of another configuration says which. */}
      {review.configuration ? (
        <p className="mt-1 text-xs text-slate-600">
          {t('reviews.reviewedConfiguration', { configuration: review.configuration })}
        </p>
      ) : null}
      {/* Plain text: React escapes it, and line breaks the reviewer typed are kept. */}
      <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
        {review.review_text}
      </p>
      {review.staff_reply ? <ReplyFromShop reply={review.staff_reply} /> : null}
    </li>
  );
}

/** The shop's public reply under a review, named after the shop (its details are fetched only here). */
function ReplyFromShop({ reply }: { reply: StaffReply }) {
  const shop = useQuery(shopInfoQuery());
  const shopName = shop.data?.name.trim();
  return (
    <div className="mt-3 ml-4 rounded-xl border-l-4 border-brand-600 bg-slate-50 px-4 py-3">
      <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-ink">
        <MessageSquareReply aria-hidden="true" className="size-4 text-brand-700" />
        {shopName ? t('reviews.replyFrom', { name: shopName }) : t('reviews.replyFromTheShop')}
        <span className="text-xs font-normal text-slate-600">
          <ListDate value={reply.replied_at} />
        </span>
      </p>
      <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">{reply.text}</p>
    </div>
  );
}
