import type { SearchUnderstood } from '@pasal/contract';
import { X } from 'lucide-react';
import { formatPrice } from '../../components/price';
import { localText, t } from '../../i18n';

/** The price the search's words set, as a chip says it: "under Rs. 30,000", "Rs. 20,000 to Rs. 40,000". */
function understoodPriceLabel(understood: Pick<SearchUnderstood, 'min_price' | 'max_price'>): string | null {
  const { min_price: min, max_price: max } = understood;
  if (min !== null && max !== null)
    return t('search.understoodBetween', { min: formatPrice(min, 'Rs.'), max: formatPrice(max, 'Rs.') });
  if (max !== null) return t('search.understoodUnder', { price: formatPrice(max, 'Rs.') });
  if (min !== null) return t('search.understoodOver', { price: formatPrice(min, 'Rs.') });
  return null;
}

/**
 * What the search read from the words as filters (issue #35): "Searching in [Smartphones ×]
 * [under Rs. 30,000 ×]". Removing one searches again without the words that said it.
 */
export function UnderstoodFilters({
  understood,
  onSearch,
}: {
  understood: SearchUnderstood;
  /** Runs the search for this text instead. */
  onSearch: (query: string) => void;
}) {
  const chips: { key: string; label: string; without: string }[] = [];
  if (understood.categories.length > 0)
    chips.push({
      key: 'category',
      label: understood.categories.map((c) => localText(c.name, c.name_ne)).join(', '),
      without: understood.without_category,
    });
  const price = understoodPriceLabel(understood);
  if (price) chips.push({ key: 'price', label: price, without: understood.without_price });
  if (chips.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600" data-testid="understood-filters">
      <span>{t('search.understoodLabel')}</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onSearch(chip.without)}
              aria-label={t('search.understoodRemove', { filter: chip.label })}
              className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 font-semibold text-brand-800 hover:border-brand-700"
            >
              {chip.label}
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
