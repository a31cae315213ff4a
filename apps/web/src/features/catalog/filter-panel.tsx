import { formatNpr, PRICE_FILTER_MAX, PRICE_FILTER_MIN, type Category } from '@pasal/contract';
import { Search } from 'lucide-react';
import { Slider } from 'radix-ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { StarRating } from '../../components/star-rating';
import { useDebouncedValue } from '../../components/use-debounced-value';
import type { ProductFilters } from './filters';

export interface FilterPanelProps {
  filters: ProductFilters;
  categories: Category[];
  onChange(change: Partial<ProductFilters>, options?: { replace?: boolean }): void;
  onClear(): void;
  /** Label of the text search ('Search' on /products, 'Search query' on /search). */
  searchLabel?: string;
}

const RATINGS = [5, 4, 3, 2, 1] as const;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-5">
      <legend className="float-left mb-3 w-full text-sm font-semibold text-ink">{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

const radioRow =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 has-[:checked]:font-semibold has-[:checked]:text-ink';
const radio = 'size-4 accent-brand-700';

/** Search text, Categories, Ratings 5→1, Price Range 0–20000 and 'Clear Filters' (spec §2, DEVIATIONS #19). */
export function FilterPanel({ filters, categories, onChange, onClear, searchLabel = 'Search' }: FilterPanelProps) {
  const searchId = useId();
  const name = useId();

  // The text box follows the URL (Back, Clear Filters) and writes to it once typing pauses.
  const [text, setText] = useState(filters.q);
  const [typed, setTyped] = useState(false);
  const debounced = useDebouncedValue(text, 400);
  useEffect(() => {
    // Only a change from elsewhere (Back, Clear Filters) replaces what is in the box.
    if (filters.q !== text.trim()) {
      setText(filters.q);
      setTyped(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to the URL only
  }, [filters.q]);
  useEffect(() => {
    if (typed && debounced.trim() !== filters.q) onChange({ q: debounced.trim() }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new debounced value should write
  }, [debounced]);

  // The slider moves freely while dragged; the URL changes when the shopper lets go.
  const [price, setPrice] = useState<[number, number]>([filters.minPrice, filters.maxPrice]);
  useEffect(() => setPrice([filters.minPrice, filters.maxPrice]), [filters.minPrice, filters.maxPrice]);

  const selectedCategory =
    categories.find((category) => category.name.toLowerCase() === filters.category.toLowerCase())?.name ??
    filters.category;

  return (
    <div className="flex flex-col gap-5">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: text.trim() });
        }}
      >
        <label htmlFor={searchId} className="mb-2 block text-sm font-semibold text-ink">
          {searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={200}
            placeholder="Search products..."
            onChange={(event) => {
              setText(event.target.value);
              setTyped(true);
            }}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </div>
      </form>

      <Group legend="Categories">
        <div className="flex flex-col gap-0.5">
          {[{ id: 0, name: '' }, ...categories].map((category) => (
            <label key={category.id} className={radioRow}>
              <input
                type="radio"
                name={`${name}-category`}
                className={radio}
                checked={selectedCategory === category.name}
                onChange={() => onChange({ category: category.name })}
              />
              {category.name || 'All Categories'}
            </label>
          ))}
        </div>
      </Group>

      <Group legend="Ratings">
        <div className="flex flex-col gap-0.5">
          <label className={radioRow}>
            <input
              type="radio"
              name={`${name}-rating`}
              className={radio}
              checked={filters.rating === null}
              onChange={() => onChange({ rating: null })}
            />
            All Ratings
          </label>
          {RATINGS.map((rating) => (
            <label key={rating} className={radioRow}>
              <input
                type="radio"
                name={`${name}-rating`}
                className={radio}
                checked={filters.rating === rating}
                onChange={() => onChange({ rating })}
              />
              <StarRating rating={rating} />
              <span>{rating === 5 ? '5 stars' : `${rating} ${rating === 1 ? 'star' : 'stars'} & up`}</span>
            </label>
          ))}
        </div>
      </Group>

      <Group legend="Price Range">
        <Slider.Root
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          step={1}
          minStepsBetweenThumbs={0}
          preserveThumbOrder
          value={price}
          onValueChange={(value) => setPrice([value[0] ?? PRICE_FILTER_MIN, value[1] ?? PRICE_FILTER_MAX])}
          onValueCommit={(value) =>
            onChange({ minPrice: value[0] ?? PRICE_FILTER_MIN, maxPrice: value[1] ?? PRICE_FILTER_MAX })
          }
          className="relative flex h-6 w-full touch-none items-center select-none"
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
          </Slider.Track>
          {(['Minimum price', 'Maximum price'] as const).map((label) => (
            <Slider.Thumb
              key={label}
              aria-label={label}
              className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
            />
          ))}
        </Slider.Root>
        <p className="mt-3 flex justify-between text-sm text-slate-700" aria-live="polite">
          <span>{formatNpr(price[0])}</span>
          <span>
            {formatNpr(price[1])}
            {price[1] === PRICE_FILTER_MAX ? '+' : ''}
          </span>
        </p>
      </Group>

      <button
        type="button"
        onClick={onClear}
        className="h-10 w-full rounded-lg border border-slate-300 text-sm font-semibold text-slate-700 transition hover:border-brand-700 hover:text-brand-700"
      >
        Clear Filters
      </button>
    </div>
  );
}
