import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 transition hover:bg-slate-100 disabled:opacity-40';

/**
 * A list the owner edits (the home page's slides and testimonials, the FAQ's questions, the
 * Services page's cards): each item numbered, moved up and down and removed; an Add button while
 * there is room; the list's own error (none added, too many) announced above it.
 */
export function ItemList({
  noun,
  fields,
  max,
  error,
  move,
  remove,
  onAdd,
  children,
}: {
  /** "slide": the items' name in their labels ("Slide 2", "Move slide 2 up", "Add a slide"). */
  noun: string;
  /** The field array's items: their ids keep each item's inputs with it when it moves. */
  fields: readonly { id: string }[];
  max: number;
  error: string | undefined;
  move(from: number, to: number): void;
  remove(index: number): void;
  onAdd(): void;
  children(index: number): ReactNode;
}) {
  const Noun = noun[0]!.toUpperCase() + noun.slice(1);
  const count = fields.length;
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const label = `${noun} ${index + 1}`;
          return (
            <li key={field.id} aria-label={`${Noun} ${index + 1}`} className="rounded-lg bg-slate-50 p-3 sm:p-4">
              {children(index)}
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${label} down`}
                  disabled={index === count - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  onClick={() => remove(index)}
                >
                  Remove {label}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden="true" className="size-4" />}
          disabled={count >= max}
          onClick={onAdd}
        >
          Add a {noun}
        </Button>
      </div>
    </>
  );
}
