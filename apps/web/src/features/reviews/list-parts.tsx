import { listDate } from '@pasal/contract';
import type { ReactNode } from 'react';
import { t, type MessageId } from '../../i18n';
import { localDigits } from '../../components/locale-format';

/**
 * A date as the lists show it: the first 10 characters of the timestamp
 * (docs/rules/catalogue.md#ratings), in Devanagari digits in Nepali.
 */
export function ListDate({ value }: { value: string }) {
  return <time dateTime={value}>{localDigits(listDate(value))}</time>;
}

// Stands in for the date while the message is looked up; no name or message contains it.
const DATE_MARKER = '\u0000';

/**
 * A message with a date in it ('Asked by {name} on {date}'): the date is a <time> element, placed
 * wherever the language puts {date}.
 */
export function MessageWithDate({ id, name, date }: { id: MessageId; name: string; date: string }) {
  const [before = '', after = ''] = t(id, { name, date: DATE_MARKER }).split(DATE_MARKER);
  return (
    <>
      {before}
      <ListDate value={date} />
      {after}
    </>
  );
}

/** Placeholder rows while a list loads, the same height as real ones. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-200">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="space-y-2 py-5">
          <div className="h-4 w-40 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
          <div className="h-3 w-24 rounded bg-slate-100" />
          <div className="h-3 w-full rounded bg-slate-100" />
          <div className="h-3 w-2/3 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}

/** A list that did not load: what failed (its message) and a retry. */
export function ListProblem({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {message}{' '}
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        {t('reviews.tryAgain')}
      </button>
    </div>
  );
}

export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-slate-50 p-5 text-center text-sm text-slate-700">{children}</p>;
}

export const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();
