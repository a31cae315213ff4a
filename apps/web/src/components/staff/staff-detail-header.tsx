import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { staffFailureMessage } from '../../api/failure-message';

// The top of a staff page about one record of an order (a return, a warranty claim: issue #33):
// the link back to its desk and the failure of its request, then, once it has loaded, its title,
// status badge and a link to its order above a panel of its facts (term beside value on a wide
// screen, one under the other on a phone); until then a loading line.

/** Each panel of a staff record page. */
export const staffSectionClass = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5';

/** One line of the facts panel: its term and its value. */
export type StaffFact = readonly [term: string, value: ReactNode];

interface StaffRecordSummary {
  /** The page's heading, "Return 5". */
  title: string;
  /** The record's status badge, beside the heading. */
  status: ReactNode;
  /** The order the record belongs to: "Open the order" goes to its staff page. */
  transactionId: string;
  /** The facts panel's accessible name. */
  label: string;
  facts: readonly StaffFact[];
}

export function StaffDetailHeader({
  back,
  query,
  loadingText,
  summary,
}: {
  /** The desk the page belongs to, and the back link's words ("All returns"). */
  back: { to: string; label: string };
  /** The state of the record's request. */
  query: { isError: boolean; error: unknown; isPending: boolean };
  loadingText: string;
  /** The record, once loaded. */
  summary: StaffRecordSummary | undefined;
}) {
  return (
    <>
      <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      {query.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {staffFailureMessage(query.error)}
        </p>
      ) : null}
      {summary ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-ink">{summary.title}</h1>
            {summary.status}
            <Link
              to={`/staff/orders?order=${encodeURIComponent(summary.transactionId)}`}
              className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              Open the order
            </Link>
          </div>
          <section aria-label={summary.label} className={staffSectionClass}>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
              {summary.facts.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-slate-600">{term}</dt>
                  <dd className="break-words text-ink [overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      ) : query.isPending ? (
        <p className="text-sm text-slate-600">{loadingText}</p>
      ) : null}
    </>
  );
}
