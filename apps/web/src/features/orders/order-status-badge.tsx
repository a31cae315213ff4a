import { orderStatusTone } from '@pasal/contract';
import { t, type MessageId } from '../../i18n';

const TONES = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-200',
  processing: 'bg-sky-100 text-sky-900 ring-sky-200',
  shipped: 'bg-indigo-100 text-indigo-900 ring-indigo-200',
  delivered: 'bg-green-100 text-green-900 ring-green-200',
  negative: 'bg-red-100 text-red-900 ring-red-200',
} as const;

/** A status in the page's language; a status this page does not know shows as the API wrote it. */
function statusLabel(status: string): string {
  const key = `orders.status_${status.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase())}`;
  const label = t(key as MessageId);
  return label === key ? status : label;
}

/**
 * Pending, Processing, Shipped, Delivered; any other value is styled as the negative case
 * (docs/rules/checkout-and-payments.md#order-statuses).
 */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[orderStatusTone(status)]}`}
    >
      {statusLabel(status)}
    </span>
  );
}
