import type { PaymentStatus } from '@pasal/contract';
import { PAYMENT_STATUS_LABELS } from './filters';

const TONES: Record<PaymentStatus, string> = {
  unpaid: 'bg-slate-100 text-slate-800 ring-slate-200',
  paid: 'bg-green-100 text-green-900 ring-green-200',
  failed: 'bg-red-100 text-red-900 ring-red-200',
  refunded: 'bg-violet-100 text-violet-900 ring-violet-200',
};

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
