import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { failureMessage } from './api';

// What the inbox's two lists share: their query in the address (Back and a shared link show the
// same list), the search box, and the error in place of the table.

/** The address's parameters, and a change to some of them (any change but the page goes back to page 1). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return [params, update] as const;
}

/** ?page=… as a page number (1 when absent or not one). */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function SearchForm({
  label,
  initial,
  onSearch,
  className = '',
}: {
  label: string;
  initial: string;
  onSearch(words: string | undefined): void;
  className?: string;
}) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form role="search" onSubmit={submit} className={`flex items-end gap-2 ${className}`}>
      <TextField
        label={label}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" icon={<Search aria-hidden="true" className="size-4" />}>
        Search
      </Button>
    </form>
  );
}

/** A list that could not be loaded: the server's words and a way to try again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {failureMessage(error)}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
