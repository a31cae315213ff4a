import { Trash2 } from 'lucide-react';
import { QuantityStepper, roundButton } from './quantity-stepper';

// One line of a sale being entered by staff (the till, a draft order): its name, its price and
// stock warning, its quantity, its total and Remove. Wraps onto two rows on a phone.

export function SaleLineRow({
  name,
  detail,
  total,
  quantity,
  max,
  onQuantity,
  onRemove,
}: {
  name: string;
  /** Under the name: the unit price, and a warning when there are fewer in stock. */
  detail: string;
  total: string;
  quantity: number;
  max: number;
  onQuantity(quantity: number): void;
  onRemove(): void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium text-ink [overflow-wrap:anywhere]">{name}</p>
        <p className="text-xs text-slate-600">{detail}</p>
      </div>
      <QuantityStepper name={name} quantity={quantity} max={max} onChange={onQuantity} />
      <p className="w-28 text-right font-semibold tabular-nums">{total}</p>
      <button type="button" className={roundButton} onClick={onRemove} aria-label={`Remove ${name}`}>
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
