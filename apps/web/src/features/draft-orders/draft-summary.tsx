import { DRAFT_ORDER_SOURCE_LABELS, type DraftOrder } from '@pasal/contract';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/format-date';
import { orderDeskPath } from './paths';

// A draft that became an order or was cancelled: what it held, read-only, with the order it
// became (a link to the order desk's page for it). Just after "Confirm", the server's words too.

export function DraftSummary({ draft, placed }: { draft: DraftOrder; placed: string | null }) {
  const rows: [string, string][] = [
    ['Customer', [draft.customer.name, draft.customer.email].filter(Boolean).join(' · ')],
    ['Recipient', [draft.first_name, draft.middle_name, draft.last_name].filter(Boolean).join(' ')],
    ['Phone', draft.phone_number],
    ['Delivery', draft.delivery_place],
    ['Coupon', draft.coupon_code ?? 'None'],
    ['How it came in', DRAFT_ORDER_SOURCE_LABELS[draft.source]],
    ['Taken', `${formatDateTime(draft.created_at)} by ${draft.created_by}`],
  ];
  if (draft.staff_note) rows.push(['Note for staff', draft.staff_note]);
  if (draft.notes) rows.push(['Note for the order', draft.notes]);
  return (
    <div className="space-y-4">
      {draft.transaction_id ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {placed ? `${placed}: ` : 'Became order '}
          <Link
            to={orderDeskPath(draft.transaction_id)}
            className="font-mono font-semibold underline underline-offset-2"
            data-testid="draft-order-number"
          >
            {draft.transaction_id}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="draft-held" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="draft-held" className="text-base font-semibold text-ink">
          What it held
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-4 text-sm font-semibold text-ink">Items</h3>
        <ul className="mt-1 list-disc pl-5 text-sm">
          {draft.lines.map((line) => (
            <li key={`${line.product_id}:${line.color_id ?? 0}`}>
              {line.product_name}
              {line.color_name ? ` (${line.color_name})` : ''} × {line.quantity}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
