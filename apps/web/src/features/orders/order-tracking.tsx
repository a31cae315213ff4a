import type { OrderTracking } from '@pasal/contract';
import { ExternalLink, Truck } from 'lucide-react';
import { t } from '../../i18n';

/**
 * How a shipped order travels: the courier, the tracking number and, when given, a link to follow it.
 * Once the order is delivered it says so instead of "On its way" (issue #33).
 */
export function TrackingDetails({
  tracking,
  delivered = false,
  className = '',
}: {
  tracking: OrderTracking;
  delivered?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2.5 text-sm text-indigo-950 ${className}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Truck aria-hidden="true" className="size-4 shrink-0" />
        {t(delivered ? 'orders.deliveredBy' : 'orders.onItsWay', { courier: tracking.courier_name })}
      </p>
      <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
        <div className="flex gap-1.5">
          <dt>{t('orders.trackingNumber')}</dt>
          <dd className="font-mono font-semibold break-all" data-testid="tracking-number">
            {tracking.tracking_number}
          </dd>
        </div>
      </dl>
      {tracking.tracking_url ? (
        <a
          href={tracking.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1.5 inline-flex items-center gap-1 font-medium text-indigo-900 underline underline-offset-2 hover:text-indigo-700"
        >
          {t('orders.trackParcel', { courier: tracking.courier_name })}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('orders.opensInNewTab')}</span>
        </a>
      ) : null}
    </div>
  );
}
