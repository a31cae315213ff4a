import type { Order, TimelineStep } from '@pasal/contract';
import { CheckCircle2, CircleX } from 'lucide-react';
import { useId } from 'react';
import { formatBsAd, formatNepalTime } from '../../components/format-date';
import { t, type MessageId } from '../../i18n';

/** A step's label in the page's language (the English ones are the contract's TIMELINE_LABELS). */
const stepLabel = (step: TimelineStep) => t(`orders.step_${step}` as MessageId);

const NEGATIVE: ReadonlySet<TimelineStep> = new Set(['cancelled', 'payment_failed', 'refunded']);

/**
 * What has happened to the order, oldest first, as an ordered list with dates (screen readers
 * hear "list, N items"). The shipped step names the courier and the tracking number. Takes only
 * what it shows, so the public tracking page (features/order-tracking) draws it from its answer.
 */
export function OrderTimeline({
  order,
}: {
  order: Pick<Order, 'timeline' | 'tracking'> & { cancel_reason?: Order['cancel_reason'] };
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {t('orders.timelineHeading')}
      </h3>
      <ol aria-labelledby={headingId} className="mt-2 space-y-3 border-l-2 border-slate-200 pl-4">
        {order.timeline.map((entry, index) => {
          const negative = NEGATIVE.has(entry.step);
          const Icon = negative ? CircleX : CheckCircle2;
          return (
            <li key={`${entry.step}-${index}`} className="relative">
              <Icon
                aria-hidden="true"
                className={`absolute top-0.5 -left-[1.6rem] size-4 rounded-full bg-white ${negative ? 'text-red-700' : 'text-green-700'}`}
              />
              <p className="font-medium text-ink">{stepLabel(entry.step)}</p>
              {entry.step === 'shipped' && order.tracking ? (
                <p className="text-slate-700">
                  {t('orders.shippedWith', { courier: order.tracking.courier_name })}{' '}
                  <span className="font-mono">{order.tracking.tracking_number}</span>
                </p>
              ) : null}
              {entry.step === 'cancelled' && order.cancel_reason ? (
                <p className="text-slate-700">{t('orders.cancelReason', { reason: order.cancel_reason })}</p>
              ) : null}
              <time dateTime={entry.at} className="text-xs text-slate-600">
                {formatBsAd(entry.at)}, {formatNepalTime(entry.at)}
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
