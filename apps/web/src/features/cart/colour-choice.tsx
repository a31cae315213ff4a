import type { ProductColor } from '@pasal/contract';
import { Check } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { localText, t } from '../../i18n';

export const colourInStock = (color: ProductColor) => color.is_in_stock && color.quantity > 0;

/**
 * The product page's colour buttons: a radio group, as Radix's RadioGroup draws it (same markup,
 * classes and keys: Tab reaches the chosen colour, the left and right arrows move to the next colour
 * that can be chosen and choose it, Home and End move without choosing, Enter does nothing). Written
 * out because Radix's keeps its bookkeeping in state set while the page is hydrated, which made
 * React draw the panel a second time in the same long task on a phone.
 */
export function ColourChoice({
  colors,
  selected,
  onSelect,
}: {
  colors: ProductColor[];
  selected: ProductColor | null;
  onSelect: (color: ProductColor) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choosable = colors.map(colourInStock);
  const checked = colors.findIndex((color) => color.id === selected?.id);
  // Tab reaches the chosen colour, or the first that can be chosen.
  const tabStop = checked >= 0 ? checked : choosable.indexOf(true);

  /** The next colour that can be chosen, `step` at a time, going round. */
  function nextFrom(index: number, step: 1 | -1): number {
    for (let moved = 1; moved <= colors.length; moved += 1) {
      const candidate = (index + step * moved + colors.length * moved) % colors.length;
      if (choosable[candidate]) return candidate;
    }
    return index;
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'Enter') return event.preventDefault();
    const target =
      event.key === 'ArrowRight'
        ? nextFrom(index, 1)
        : event.key === 'ArrowLeft'
          ? nextFrom(index, -1)
          : event.key === 'Home' || event.key === 'PageUp'
            ? nextFrom(-1, 1)
            : event.key === 'End' || event.key === 'PageDown'
              ? nextFrom(colors.length, -1)
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') onSelect(colors[target]!);
  }

  return (
    <div
      role="radiogroup"
      aria-required="false"
      aria-orientation="horizontal"
      dir="ltr"
      aria-label={t('cart.colourHeading')}
      className="flex flex-wrap gap-2"
      data-orientation="horizontal"
    >
      {colors.map((color, index) => {
        const inStock = choosable[index];
        const state = index === checked ? 'checked' : 'unchecked';
        return (
          <button
            key={color.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={index === checked}
            data-state={state}
            value={String(color.id)}
            disabled={!inStock}
            aria-label={
              inStock
                ? localText(color.color_name, color.color_name_ne)
                : t('cart.colourOutOfStock', { name: localText(color.color_name, color.color_name_ne) })
            }
            tabIndex={index === tabStop ? 0 : -1}
            data-orientation="horizontal"
            onClick={() => onSelect(color)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="group inline-flex items-center gap-2 rounded-full border border-slate-300 py-1.5 pr-3 pl-1.5 text-sm text-slate-800 transition hover:border-slate-500 disabled:cursor-not-allowed disabled:border-dashed disabled:text-slate-600 disabled:hover:border-slate-300 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-700"
          >
            <span
              aria-hidden="true"
              className="relative inline-block size-6 rounded-full border border-slate-300 group-disabled:opacity-50"
              style={{ backgroundColor: color.hex_code }}
            >
              {index === checked ? (
                <span data-state="checked" className="absolute inset-0 flex items-center justify-center">
                  <Check className="size-3.5 text-white mix-blend-difference" />
                </span>
              ) : null}
            </span>
            <span className="group-disabled:line-through">{localText(color.color_name, color.color_name_ne)}</span>
            {inStock ? null : <span className="text-xs">{t('cart.reasonOutOfStock')}</span>}
          </button>
        );
      })}
    </div>
  );
}
