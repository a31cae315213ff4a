import { formatRs, type Dashboard } from '@pasal/contract';

// The sales chart's figures as text: a table anyone can open (and the chart's alternative for
// screen readers, which skip the picture), with the best day said in words above it.

/** "10 Mar" for a shop date (YYYY-MM-DD). */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function SalesTable({ days }: { days: Dashboard['daily'] }) {
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), days[0]!);
  const total = days.reduce((sum, day) => sum + Math.round(day.revenue * 100), 0) / 100;
  return (
    <div className="mt-3 text-sm text-slate-700">
      <p>
        {formatRs(total)} received in 30 days
        {best.revenue > 0 ? `; the best day was ${shortDate(best.date)} with ${formatRs(best.revenue)}.` : '.'}
      </p>
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700 sm:min-h-0">
          The figures per day
        </summary>
        <div
          className="mt-2 max-h-80 overflow-auto rounded-lg border border-slate-200"
          tabIndex={0}
          role="region"
          aria-label="Sales per day"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Sales per day, last 30 days, newest first</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Orders
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Received
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Cash on delivery to collect
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 font-medium text-ink">
                    {shortDate(day.date)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.orders.toLocaleString('en-IN')}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatRs(day.revenue)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatRs(day.cod_outstanding)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
