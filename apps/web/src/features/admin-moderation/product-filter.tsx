import { MODERATION_LIMITS } from '@pasal/contract';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';

/** The product search of the staff lists: a name, an address (slug) or an id, sent on submit. */
export function ProductFilter({ value, onSearch }: { value: string | undefined; onSearch(product?: string): void }) {
  const [text, setText] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form role="search" aria-label="Product" onSubmit={submit} className="flex items-end gap-2">
      <TextField
        label="Product"
        type="search"
        className="flex-1"
        placeholder="Name, address or id"
        maxLength={MODERATION_LIMITS.productFilterMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" icon={<Search aria-hidden="true" className="size-4" />}>
        Search
      </Button>
    </form>
  );
}

/** A refused list read, said plainly. */
export function ListError({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
