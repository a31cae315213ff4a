import type { ProductSummary } from '@pasal/contract';
import { Check, GitCompareArrows } from 'lucide-react';
import type { MouseEvent } from 'react';
import { t } from '../../i18n';
import { useHydrated } from '../../ssr/hydrated';
import { useCompare, useInCompare } from './store';

/**
 * Adds a product to the compare list or takes it out (issue #35): a round icon button on a product
 * card, a labelled one on the product page. Pressed while chosen. The server draws it unpressed
 * (it cannot know the browser's list); the list shows once the page is the app's.
 */
export function CompareButton({
  product,
  labelled = false,
  className = '',
}: {
  product: ProductSummary;
  labelled?: boolean;
  className?: string;
}) {
  const inList = useInCompare(product.id);
  const hydrated = useHydrated();
  const chosen = inList && hydrated;
  const name = chosen
    ? t('compare.removeProduct', { name: product.name })
    : t('compare.addProduct', { name: product.name });
  const Icon = chosen ? Check : GitCompareArrows;
  const toggle = (event: MouseEvent) => {
    // On a card the button sits over the card's link: choosing must not open the product.
    event.preventDefault();
    event.stopPropagation();
    const { add, remove } = useCompare.getState();
    if (chosen) remove(product.id);
    else add(product);
  };
  if (labelled)
    return (
      <button
        type="button"
        aria-pressed={chosen}
        onClick={toggle}
        className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition ${
          chosen
            ? 'border-brand-700 bg-brand-50 text-brand-800'
            : 'border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-700'
        } ${className}`}
      >
        <Icon aria-hidden="true" className="size-4" />
        {chosen ? t('compare.inCompare') : t('compare.addToCompare')}
      </button>
    );
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={name}
      title={name}
      onClick={toggle}
      className={`inline-flex size-10 items-center justify-center rounded-full border shadow-sm backdrop-blur transition hover:scale-105 motion-reduce:hover:scale-100 ${
        chosen
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-200 bg-white/90 text-slate-700 hover:text-brand-700'
      } ${className}`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
