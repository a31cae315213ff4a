import { wordRefusal, type CatalogueCsvRowError, type MessageLocale } from '@pasal/contract';

// The import's row errors, each with its line and column. An error comes as a refusal code with its
// parameters and the code's English (issue #31), and is worded here like any refusal: wordRefusal
// in the screen's language, else the server's English. The staff area is English
// (docs/rules/nepal.md), as api/http.ts leaves the staff API's refusals English, so the screen
// shows the English the server sent; the Nepali of every code is there if that ever changes.

/** The staff area's language: English, whatever the language of the shop's own pages. */
const STAFF_LOCALE: MessageLocale = 'en';

/** A row error's words in `locale`: from its code, else (English, or a code this page does not know) the server's. */
export function rowErrorText(error: CatalogueCsvRowError, locale: MessageLocale = STAFF_LOCALE): string {
  return wordRefusal(error.code, error.params, locale) ?? error.message;
}

export function RowErrors({
  errors,
  count,
  rows,
  locale = STAFF_LOCALE,
}: {
  errors: readonly CatalogueCsvRowError[];
  /** Every error, also those the answer left out of `errors`. */
  count: number;
  /** The rows with at least one error. */
  rows: number;
  /** Nepali needs the refusal texts loaded first (i18n loadRefusalTexts). */
  locale?: MessageLocale;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <h3 className="font-semibold">
        {rows === 1 ? '1 row has an error' : `${rows.toLocaleString('en-IN')} rows have errors`}: nothing can be applied
        until the file is fixed
      </h3>
      <ul className="mt-2 max-h-80 list-disc space-y-1 overflow-y-auto pl-5">
        {errors.map((error, index) => (
          <li key={`${error.line}-${index}`}>
            Line {error.line}
            {error.field ? ` (${error.field})` : ''}: {rowErrorText(error, locale)}
          </li>
        ))}
      </ul>
      {count > errors.length ? (
        <p className="mt-2">…and {(count - errors.length).toLocaleString('en-IN')} more.</p>
      ) : null}
    </div>
  );
}
