import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { suggestionsQuery } from '../../api/catalog';
import { Spinner } from '../spinner';
import { Sheet, SheetClose } from '../ui/sheet';
import { useDebouncedValue } from '../use-debounced-value';
import { localText, t } from '../../i18n';
import { formatPrice } from '../price';

interface SearchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Fewer letters than this match too much to be worth suggesting. */
const MIN_SUGGEST_LENGTH = 2;

/** The name with the ranges the server matched wrapped in <mark> (what the shopper typed, or its correction). */
export function HighlightedName({ name, ranges }: { name: string; ranges: readonly (readonly [number, number])[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end <= start || end > name.length) continue;
    if (start > at) parts.push(name.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-brand-100 font-semibold text-ink">
        {name.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < name.length) parts.push(name.slice(at));
  return <>{parts}</>;
}

export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}

/**
 * 'Search Products' (docs/rules/catalogue.md#search): a trimmed query, blank disables Search, Enter
 * or Search goes to /search?q=…, Escape or Cancel closes. Matching products are also suggested as
 * the shopper types (arrow keys move through them, Enter opens the highlighted one).
 */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const debounced = useDebouncedValue(query, 250);
  const suggesting = open && debounced.length >= MIN_SUGGEST_LENGTH;
  const suggestions = useQuery({ ...suggestionsQuery(debounced), enabled: suggesting });
  const items = suggesting ? (suggestions.data ?? []) : [];

  const close = () => onOpenChange(false);
  const go = (path: string) => {
    close();
    setText('');
    setActive(-1);
    void navigate(path);
  };
  const submit = () => {
    if (query) go(searchPath(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Enter' && active >= 0 && items[active]) {
      event.preventDefault();
      go(`/products/${items[active].slug}`);
    }
  };

  const showList = suggesting && items.length > 0;
  return (
    <Sheet
      side="top"
      open={open}
      onOpenChange={onOpenChange}
      title={t('search.dialogTitle')}
      description={t('search.dialogDescription')}
      // Straight to typing: the search box, not the close button, gets the focus.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
      }}
    >
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={inputRef}
            type="search"
            aria-label={t('search.inputLabel')}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-10 pl-10 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
          {suggesting && suggestions.isFetching ? (
            <Spinner className="absolute top-1/2 right-3 -translate-y-1/2" />
          ) : null}
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!showList}
          className="mt-3 max-h-[45vh] overflow-y-auto rounded-xl border border-slate-200 p-1"
        >
          {items.map((item, index) => (
            <li
              key={item.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(`/products/${item.slug}`)}
              className={`flex cursor-pointer items-center gap-3 rounded-lg p-2 ${
                index === active ? 'bg-brand-50' : 'hover:bg-slate-50'
              }`}
            >
              {item.image ? (
                <img
                  src={item.image}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-lg bg-slate-50 object-contain p-1"
                />
              ) : (
                <span className="size-12 shrink-0 rounded-lg bg-slate-100" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink">
                  <HighlightedName name={item.name} ranges={item.highlights} />
                </span>
                <span className="block text-sm text-slate-600">
                  <span>{formatPrice(item.discount_price, 'NPR')}</span>
                  {item.category_name ? (
                    <span className="text-slate-500"> · {localText(item.category_name, item.category_name_ne)}</span>
                  ) : null}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {suggesting && !suggestions.isFetching && suggestions.isSuccess && items.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600" role="status">
            {t('search.noSuggestions')}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-3">
          <SheetClose className="inline-flex h-11 items-center rounded-xl border border-slate-300 px-5 text-sm font-medium text-slate-700 hover:bg-slate-50">
            {t('search.cancel')}
          </SheetClose>
          <button
            type="submit"
            disabled={!query}
            className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
          >
            <Search aria-hidden="true" className="size-4" />
            {t('search.submit')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
