import {
  fromDevanagariDigits,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  type Category,
  type FacetCount,
  type ProductFacets,
} from '@pasal/contract';
import { Search } from 'lucide-react';
import { Slider } from 'radix-ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatPrice } from '../../components/price';
import { StarRating } from '../../components/star-rating';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { t } from '../../i18n';
import { AttributeFilters } from './attribute-filters';
import { toggle, type ProductFilters } from './filters';
import { categoryLabel } from './category-label';
import { localDigits } from '../../components/locale-format';

export interface FilterPanelProps {
  filters: ProductFilters;
  categories: Category[];
  onChange(change: Partial<ProductFilters>, options?: { replace?: boolean }): void;
  onClear(): void;
  /** Label of the text search ('Search' on /products, 'Search query' on /search). */
  searchLabel?: string;
  /** Counts and price bounds of the current results (absent until the first answer). */
  facets?: ProductFacets;
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
const countClass = 'ml-auto text-xs text-slate-500 tabular-nums';

/** Slider steps that suit the range: rupees for accessories, hundreds or thousands for phones and laptops. */
function priceStep(min: number, max: number): number {
  const span = max - min;
  if (span <= 5_000) return 10;
  if (span <= 50_000) return 100;
  if (span <= 500_000) return 500;
  return 1000;
}

/**
 * The slider's bounds: the catalogue's, widened to hold a price typed outside them
 * (docs/rules/catalogue.md#price-filter).
 */
function priceBounds(facets: ProductFacets | undefined, filters: ProductFilters): [number, number] {
  const floor = facets?.price?.min ?? PRICE_FILTER_MIN;
  const low = filters.minPrice > PRICE_FILTER_MIN ? Math.min(floor, filters.minPrice) : floor;
  const high = Math.max(facets?.price?.max ?? PRICE_FILTER_MAX, filters.maxPrice ?? 0, low + 1);
  return [Math.max(PRICE_FILTER_MIN, low), high];
}

function CheckList({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: FacetCount[];
  selected: string[];
  onToggle(value: string): void;
}) {
  if (options.length === 0) return null;
  return (
    <Group legend={legend}>
      <div className="flex max-h-64 flex-col gap-0.5 overflow-y-auto">
        {options.map((option) => (
          <label key={option.value} className={radioRow}>
            <input
              type="checkbox"
              className={radio}
              checked={selected.includes(option.value)}
              disabled={option.count === 0 && !selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
            {option.label}
            <span className={countClass}>{localDigits(option.count)}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}

/** Min and max typed as numbers; applied on Enter or when the field is left. */
function PriceFields({
  value,
  bounds,
  onCommit,
}: {
  value: [number, number];
  bounds: [number, number];
  onCommit(min: number, max: number): void;
}) {
  const minId = useId();
  const maxId = useId();
  const [typed, setTyped] = useState<[string, string]>([String(value[0]), String(value[1])]);
  // Which fields hold the shopper's typing since the last commit. A new range from outside (the
  // slider, Back, the bounds of results that arrive) replaces only the others: results for a new
  // Min arriving while the shopper typed the Max used to put the bound back under their fingers
  // (they typed on after it: "27990020000").
  const editing = useRef<[boolean, boolean]>([false, false]);
  useEffect(
    () =>
      setTyped((previous) => [
        editing.current[0] ? previous[0] : String(value[0]),
        editing.current[1] ? previous[1] : String(value[1]),
      ]),
    [value],
  );
  const edit = (index: 0 | 1, text: string) => {
    editing.current[index] = true;
    setTyped((previous) => (index === 0 ? [text, previous[1]] : [previous[0], text]));
  };
  const commit = () => {
    editing.current = [false, false];
    // Digits as typed on a Nepali keyboard (१२०००) count too.
    const read = (raw: string, fallback: number) => {
      const text = fromDevanagariDigits(raw.trim());
      return /^\d+$/.test(text) ? Number(text) : fallback;
    };
    let min = read(typed[0], bounds[0]);
    let max = read(typed[1], bounds[1]);
    if (min > max) [min, max] = [max, min];
    if (min !== value[0] || max !== value[1]) onCommit(min, max);
    else setTyped([String(value[0]), String(value[1])]);
  };
  const field =
    'h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';
  return (
    <form
      className="mt-3 grid grid-cols-2 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <div>
        <label htmlFor={minId} className="mb-1 block text-xs text-slate-600">
          {t('catalog.minRs')}
        </label>
        <input
          id={minId}
          inputMode="numeric"
          pattern="[0-9]*"
          value={typed[0]}
          onChange={(event) => edit(0, event.target.value)}
          onBlur={commit}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={maxId} className="mb-1 block text-xs text-slate-600">
          {t('catalog.maxRs')}
        </label>
        <input
          id={maxId}
          inputMode="numeric"
          pattern="[0-9]*"
          value={typed[1]}
          onChange={(event) => edit(1, event.target.value)}
          onBlur={commit}
          className={field}
        />
      </div>
      <button type="submit" className="sr-only">
        {t('catalog.applyPrice')}
      </button>
    </form>
  );
}

/**
 * Search text, Categories, Brands, Availability (in stock, on sale), RAM and Storage (phones and
 * laptops; with a category that has structured specifications, its attribute filters instead),
 * Ratings 5→1, Price Range over the catalogue's prices with typed min/max, and 'Clear Filters'
 * (docs/rules/catalogue.md#filters). Counts follow the other filters.
 */
export function FilterPanel({
  filters,
  categories,
  onChange,
  onClear,
  searchLabel = t('catalog.search'),
  facets,
}: FilterPanelProps) {
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

  // The slider spans what the category and query can show; its ends mean "no limit".
  const bounds = priceBounds(facets, filters);
  const shown = (): [number, number] => [
    Math.max(filters.minPrice, bounds[0]),
    filters.maxPrice === null ? bounds[1] : Math.min(filters.maxPrice, bounds[1]),
  ];
  // The slider moves freely while dragged; the URL changes when the shopper lets go.
  const [price, setPrice] = useState<[number, number]>(shown);
  const [low, high] = bounds;
  useEffect(
    () =>
      setPrice([Math.max(filters.minPrice, low), filters.maxPrice === null ? high : Math.min(filters.maxPrice, high)]),
    [filters.minPrice, filters.maxPrice, low, high],
  );
  const commitPrice = (min: number, max: number) =>
    onChange({ minPrice: min <= low ? PRICE_FILTER_MIN : min, maxPrice: max >= high ? null : max });

  const structured = (facets?.attributes.length ?? 0) > 0;
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
            placeholder={t('catalog.searchPlaceholder')}
            onChange={(event) => {
              setText(event.target.value);
              setTyped(true);
            }}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </div>
      </form>

      <Group legend={t('catalog.categories')}>
        <div className="flex flex-col gap-0.5">
          {[{ id: 0, name: '', name_ne: null }, ...categories].map((category) => (
            <label key={category.id} className={radioRow}>
              <input
                type="radio"
                name={`${name}-category`}
                className={radio}
                checked={selectedCategory === category.name}
                onChange={() => onChange({ category: category.name })}
              />
              {category.name ? categoryLabel(category) : t('catalog.allCategories')}
            </label>
          ))}
        </div>
      </Group>

      <CheckList
        legend={t('catalog.brands')}
        options={facets?.brands ?? []}
        selected={filters.brands}
        onToggle={(value) => onChange({ brands: toggle(filters.brands, value) })}
      />

      <Group legend={t('catalog.availability')}>
        <div className="flex flex-col gap-0.5">
          <label className={radioRow}>
            <input
              type="checkbox"
              className={radio}
              checked={filters.inStock}
              onChange={() => onChange({ inStock: !filters.inStock })}
            />
            {t('catalog.inStockOnly')}
            {facets ? <span className={countClass}>{localDigits(facets.in_stock)}</span> : null}
          </label>
          <label className={radioRow}>
            <input
              type="checkbox"
              className={radio}
              checked={filters.onSale}
              onChange={() => onChange({ onSale: !filters.onSale })}
            />
            {t('catalog.onSale')}
            {facets ? <span className={countClass}>{localDigits(facets.on_sale)}</span> : null}
          </label>
        </div>
      </Group>

      {/* A category with structured specifications filters by them (RAM among them); the sizes
          read from the texts remain for all categories, and for a link that carries them. */}
      {!structured || filters.ram.length > 0 ? (
        <CheckList
          legend={t('catalog.ram')}
          options={facets?.ram ?? []}
          selected={filters.ram}
          onToggle={(value) => onChange({ ram: toggle(filters.ram, value) })}
        />
      ) : null}
      {!structured || filters.storage.length > 0 ? (
        <CheckList
          legend={t('catalog.storage')}
          options={facets?.storage ?? []}
          selected={filters.storage}
          onToggle={(value) => onChange({ storage: toggle(filters.storage, value) })}
        />
      ) : null}
      <AttributeFilters
        facets={facets?.attributes ?? []}
        selected={filters.attributes}
        onChange={(attributes) => onChange({ attributes })}
      />

      <Group legend={t('catalog.ratings')}>
        <div className="flex flex-col gap-0.5">
          <label className={radioRow}>
            <input
              type="radio"
              name={`${name}-rating`}
              className={radio}
              checked={filters.rating === null}
              onChange={() => onChange({ rating: null })}
            />
            {t('catalog.allRatings')}
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
              <span>
                {rating === 5 ? t('catalog.fiveStars') : t('catalog.starsAndUp', { rating, n: localDigits(rating) })}
              </span>
            </label>
          ))}
        </div>
      </Group>

      <Group legend={t('catalog.priceRange')}>
        <Slider.Root
          min={low}
          max={high}
          step={priceStep(low, high)}
          minStepsBetweenThumbs={0}
          preserveThumbOrder
          value={price}
          onValueChange={(value) => setPrice([value[0] ?? low, value[1] ?? high])}
          onValueCommit={(value) => commitPrice(value[0] ?? low, value[1] ?? high)}
          className="relative flex h-6 w-full touch-none items-center select-none"
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
          </Slider.Track>
          {[t('catalog.minimumPrice'), t('catalog.maximumPrice')].map((label) => (
            <Slider.Thumb
              key={label}
              aria-label={label}
              className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
            />
          ))}
        </Slider.Root>
        <p className="mt-3 flex justify-between text-sm text-slate-700" aria-live="polite">
          <span>{formatPrice(price[0], 'NPR')}</span>
          <span>{formatPrice(price[1], 'NPR')}</span>
        </p>
        <PriceFields value={price} bounds={bounds} onCommit={commitPrice} />
      </Group>

      <button
        type="button"
        onClick={onClear}
        className="h-10 w-full rounded-lg border border-slate-300 text-sm font-semibold text-slate-700 transition hover:border-brand-700 hover:text-brand-700"
      >
        {t('catalog.clearFilters')}
      </button>
    </div>
  );
}
