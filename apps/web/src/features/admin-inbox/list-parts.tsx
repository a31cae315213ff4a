import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { staffFailureMessage } from '../../api/failure-message';

// What the inbox's two lists share: the search box and the error in place of the table (their
// query in the address: components/ui/use-list-params.ts).

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
      {staffFailureMessage(error)}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
