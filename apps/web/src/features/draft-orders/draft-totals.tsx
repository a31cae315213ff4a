import { formatRs, type OrderQuote } from '@pasal/contract';
import { staffFailureMessage } from '../../api/failure-message';
import { Spinner } from '../../components/spinner';

// The draft's figures as the server works them out for its customer, lines, coupon and
// destination (POST quote): what the customer will be asked to pay. A refusal (a coupon that does
// not apply, a product no longer sold) is shown in the server's words.

const ROWS: [keyof Pick<OrderQuote, 'subtotal' | 'delivery_charge' | 'discount' | 'tax_amount'>, string][] = [
  ['subtotal', 'Subtotal'],
  ['delivery_charge', 'Delivery'],
  ['discount', 'Discount'],
  ['tax_amount', 'Tax'],
];

export function DraftTotals({
  quote,
  loading,
  error,
  empty,
}: {
  quote: OrderQuote | undefined;
  loading: boolean;
  error: unknown;
  /** No line yet: nothing to work out. */
  empty: boolean;
}) {
  if (empty) return <p className="text-sm text-slate-700">The totals show once the draft has an item.</p>;
  return (
    <div className="space-y-2" aria-live="polite">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {staffFailureMessage(error)}
        </p>
      ) : null}
      {quote && !error ? (
        <dl className="space-y-1 text-sm" aria-busy={loading || undefined}>
          {ROWS.map(([key, label]) =>
            key === 'discount' && quote.discount === 0 ? null : (
              <div key={key} className="flex justify-between gap-3">
                <dt>
                  {label}
                  {key === 'discount' && quote.coupon_code ? ` (${quote.coupon_code})` : ''}
                  {key === 'tax_amount' && quote.tax_percentage ? ` ${quote.tax_percentage}%` : ''}
                </dt>
                <dd className="tabular-nums">
                  {key === 'discount' ? `− ${formatRs(quote.discount)}` : formatRs(quote[key])}
                </dd>
              </div>
            ),
          )}
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-lg font-bold text-ink">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="draft-total">
              {formatRs(quote.grand_total)}
            </dd>
          </div>
        </dl>
      ) : loading ? (
        <Spinner label="Working out the totals..." className="py-2" />
      ) : null}
    </div>
  );
}
