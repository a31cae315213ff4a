import { ChevronDown, Search } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { FAQ_FILTERS, type FaqEntry, type FaqFilter } from '../../content/faq';
import { t, type MessageId } from '../../i18n';
import { filterFaqs } from './faq-filter';
import { localDigits } from '../../components/locale-format';

// The English texts (what tests look for); the page shows the active language's (t()).
export const FAQ_EMPTY_TITLE = 'No results found';
export const FAQ_EMPTY_TEXT =
  "We couldn't find answers matching your search criteria. Please try a different search term or category.";

/** A chip's name in the page's language; the filter itself stays the English category id. */
const FAQ_FILTER_LABELS: Record<FaqFilter, MessageId> = {
  All: 'content.faqAll',
  Ordering: 'content.faqOrdering',
  Shipping: 'content.faqShipping',
  Returns: 'content.faqReturns',
  Products: 'content.faqProducts',
  Payment: 'content.faqPayment',
  Account: 'content.faqAccount',
};

/**
 * Search box × category chips over the questions (built in, or the owner's); several answers can be open at once
 * (docs/rules/content.md#faq).
 */
export function FaqBrowser({
  entries,
  initialFilter = 'All',
}: {
  entries: readonly FaqEntry[];
  initialFilter?: FaqFilter;
}) {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<FaqFilter>(initialFilter);
  const [open, setOpen] = useState<string[]>([]);
  const results = useMemo(() => filterFaqs(entries, query, filter), [entries, query, filter]);
  const searchId = useId();
  const statusId = useId();

  return (
    <div>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('content.faqSearchLabel')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('content.faqSearchPlaceholder')}
          aria-describedby={statusId}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>

      <div role="group" aria-label={t('content.faqFilterLabel')} className="mt-4 flex flex-wrap gap-2">
        {FAQ_FILTERS.map((name) => {
          const active = name === filter;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(name)}
              className={`h-9 rounded-full border px-4 text-sm font-medium transition ${
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700'
              }`}
            >
              {t(FAQ_FILTER_LABELS[name])}
            </button>
          );
        })}
      </div>

      <p id={statusId} className="sr-only" aria-live="polite">
        {t('content.faqShown', { count: results.length, shown: localDigits(results.length) })}
      </p>

      {results.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <Search aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h3 className="mt-4 text-lg font-semibold text-ink">{t('content.faqEmptyTitle')}</h3>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{t('content.faqEmptyText')}</p>
        </div>
      ) : (
        <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="mt-6 space-y-3">
          {results.map((entry) => (
            <Accordion.Item
              key={entry.id}
              value={String(entry.id)}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white data-[state=open]:border-brand-200 data-[state=open]:shadow-sm"
            >
              <Accordion.Header className="m-0">
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:text-brand-700">
                  <span lang={entry.lang}>{entry.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 text-sm leading-6 text-slate-700">
                <span className="mb-2 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                  {t(FAQ_FILTER_LABELS[entry.category])}
                </span>
                {/* The owner's answers are plain text: a blank line between paragraphs stays one. */}
                <p lang={entry.lang} className="whitespace-pre-line">
                  {entry.answer}
                </p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </div>
  );
}
