import {
  toDevanagariDigits,
  WARRANTY_CLAIM_PROMISE,
  type Order,
  type WarrantyClaim,
  type WarrantyClaimStatus,
} from '@pasal/contract';
import { formatBsAd, formatDeliveryDate } from '../../components/format-date';
import { activeLocale, t, type MessageId } from '../../i18n';
import { useMyOrderClaims } from './api';

// A delivered order's warranty claims on Your Orders (issue #33): each claim's steps (when), its age
// in working days against the shop's promise (usually 7, at most 21 working days), and a word when
// it is taking longer than promised. Nothing when the order has none.

const STATUS_IDS: Readonly<Record<WarrantyClaimStatus, MessageId>> = {
  received: 'claims.status_received',
  at_service_centre: 'claims.status_at_service_centre',
  repaired: 'claims.status_repaired',
  replaced: 'claims.status_replaced',
  refused: 'claims.status_refused',
  returned_to_customer: 'claims.status_returned_to_customer',
};

const figures = (count: number) => (activeLocale() === 'ne' ? toDevanagariDigits(String(count)) : String(count));

function ClaimCard({ claim }: { claim: WarrantyClaim }) {
  const number = figures(claim.id);
  const done = claim.status === 'returned_to_customer';
  const days = { days: claim.ageing.working_days, shown: figures(claim.ageing.working_days) };
  return (
    <li className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm" data-testid="warranty-claim">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">{t('claims.claimNumber', { number })}</p>
        <p className="font-medium text-brand-800">{t(STATUS_IDS[claim.status])}</p>
      </div>
      <p className="text-slate-700 [overflow-wrap:anywhere]">
        {t('claims.unit', { item: claim.description, serial: claim.serial })}
      </p>
      <p className="text-slate-700">{t('claims.fault', { fault: claim.fault })}</p>
      <p className={claim.ageing.overdue ? 'font-semibold text-red-800' : 'text-slate-700'}>
        {done ? t('claims.ageDone', days) : t('claims.age', days)}
      </p>
      {done ? null : (
        <p className="text-xs text-slate-600">
          {t('claims.promise', {
            expected: figures(WARRANTY_CLAIM_PROMISE.expectedWorkingDays),
            promised: figures(WARRANTY_CLAIM_PROMISE.promisedWorkingDays),
            expectedBy: formatDeliveryDate(claim.ageing.expected_by),
            dueBy: formatDeliveryDate(claim.ageing.due_by),
          })}
        </p>
      )}
      {claim.ageing.overdue ? <p className="text-red-800">{t('claims.overdue')}</p> : null}
      <ol aria-label={t('claims.stepsLabel', { number })} className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3">
        {claim.steps.map((step, index) => (
          <li key={index}>
            <span className="font-medium text-ink">{t(STATUS_IDS[step.status])}</span>
            <span className="text-slate-600"> · {formatBsAd(step.at)}</span>
            {step.status === 'received' ? (
              <span className="block text-xs text-slate-600">
                {t('claims.receivedOn', { date: formatDeliveryDate(claim.received_on) })}
              </span>
            ) : null}
            {step.status === 'at_service_centre' && claim.service_centre ? (
              <span className="block text-xs text-slate-600">
                {t('claims.centre', { centre: claim.service_centre, job: claim.job_number ?? '' })}
              </span>
            ) : null}
            {step.status === 'replaced' && claim.replacement_serial ? (
              <span className="block text-xs text-slate-600">
                {t('claims.newSerial', { serial: claim.replacement_serial })}
              </span>
            ) : null}
            {step.note && step.status !== 'received' ? (
              <span className="block text-xs text-slate-700">{step.note}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </li>
  );
}

/** Shown on a delivered order's card; nothing for other orders or when there are no claims. */
export function MyOrderClaims({ order }: { order: Order }) {
  const delivered = order.order_status === 'Delivered';
  const { data } = useMyOrderClaims(order.transaction_id, delivered);
  if (!delivered || !data || data.length === 0) return null;
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-ink">{t('claims.listLabel')}</h3>
      <ul aria-label={t('claims.listLabel')} className="mt-2 space-y-2">
        {data.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} />
        ))}
      </ul>
    </div>
  );
}
