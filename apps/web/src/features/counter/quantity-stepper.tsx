import { Minus, Plus } from 'lucide-react';

// One line's quantity on the staff screens that sell (the till, a draft order): one less, the
// number typed, one more, kept between 1 and `max`. Round 40 px buttons for a thumb.

export const roundButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:opacity-40';

export function QuantityStepper({
  name,
  quantity,
  max,
  onChange,
}: {
  /** The line's name, for the controls' labels. */
  name: string;
  quantity: number;
  max: number;
  onChange(quantity: number): void;
}) {
  const set = (next: number) => onChange(Math.max(1, Math.min(max, next)));
  return (
    <div className="flex items-center gap-1.5" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className={roundButton}
        onClick={() => set(quantity - 1)}
        disabled={quantity <= 1}
        aria-label={`One less ${name}`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={quantity}
        onChange={(event) => set(Number(event.target.value) || 1)}
        aria-label={`Quantity of ${name}`}
        className="h-10 w-14 rounded-lg border border-slate-300 text-center tabular-nums focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <button
        type="button"
        className={roundButton}
        onClick={() => set(quantity + 1)}
        disabled={quantity >= max}
        aria-label={`One more ${name}`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
