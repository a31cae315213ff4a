import { canDecrease, canIncrease } from '@pasal/contract';
import { Minus, Plus } from 'lucide-react';
import { t } from '../../i18n';
import { localDigits } from '../../components/locale-format';

export interface QuantityStepperProps {
  quantity: number;
  /** The stock limit: plus is disabled at it (docs/rules/cart.md#quantity-limits). */
  max: number;
  /** What is being counted, for screen readers: 'Quantity of {label}'. */
  label: string;
  onIncrease(): void;
  onDecrease(): void;
  /** Both buttons off (a line that cannot be bought). */
  disabled?: boolean;
  size?: 'sm' | 'md';
}

const sizes = {
  sm: { button: 'size-8', icon: 'size-3.5', value: 'min-w-8 text-sm' },
  md: { button: 'size-11', icon: 'size-4', value: 'min-w-11 text-base' },
} as const;

/**
 * Minus, a read-only quantity and plus. Minus is disabled at 1 and plus at the stock limit, so the
 * quantity can never leave 1 … max.
 */
export function QuantityStepper({
  quantity,
  max,
  label,
  onIncrease,
  onDecrease,
  disabled = false,
  size = 'sm',
}: QuantityStepperProps) {
  const s = sizes[size];
  const button = `inline-flex ${s.button} items-center justify-center text-slate-700 transition hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent`;
  return (
    <div
      role="group"
      aria-label={t('cart.quantityOf', { label })}
      className="inline-flex items-center overflow-hidden rounded-full border border-slate-300 bg-white"
    >
      <button
        type="button"
        className={button}
        aria-label={t('cart.decreaseQuantity', { label })}
        disabled={disabled || !canDecrease(quantity)}
        onClick={onDecrease}
      >
        <Minus aria-hidden="true" className={s.icon} />
      </button>
      <output
        aria-live="polite"
        aria-label={t('cart.quantity')}
        className={`${s.value} text-center font-semibold text-ink tabular-nums`}
      >
        {localDigits(quantity)}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t('cart.increaseQuantity', { label })}
        disabled={disabled || !canIncrease(quantity, max)}
        onClick={onIncrease}
      >
        <Plus aria-hidden="true" className={s.icon} />
      </button>
    </div>
  );
}
