import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { filtersToParams, parseFilters, updateFilters, type ProductFilters } from './filters';

interface PresetState {
  category?: unknown;
}

function presetCategory(state: unknown): string | null {
  const category = (state as PresetState | null)?.category;
  return typeof category === 'string' && category.trim() !== '' ? category : null;
}

export interface ProductFiltersControl {
  filters: ProductFilters;
  /**
   * Applies a change. Discrete choices (category, rating, price, sort, page) add a history entry
   * so Back undoes them; `replace` is for typing, which would otherwise flood the history.
   */
  change(change: Partial<ProductFilters>, options?: { replace?: boolean }): void;
  reset(keep?: Partial<ProductFilters>): void;
}

/** The filters of /products and /search, read from and written to the URL query string. */
export function useProductFilters(): ProductFiltersControl {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const preset = presetCategory(location.state);
  const filters = useMemo(() => parseFilters(params, preset), [params, preset]);

  // A category handed over as navigation state (home tiles, footer links) moves into the URL,
  // so reload, Back and sharing keep it, and 'Clear Filters' can really clear it.
  useEffect(() => {
    if (preset && !params.has('category')) setParams(filtersToParams(filters), { replace: true, state: null });
  }, [preset, params, filters, setParams]);

  const change = useCallback(
    (next: Partial<ProductFilters>, options: { replace?: boolean } = {}) =>
      setParams(filtersToParams(updateFilters(filters, next)), { replace: options.replace ?? false }),
    [filters, setParams],
  );
  const reset = useCallback(
    (keep: Partial<ProductFilters> = {}) =>
      setParams(filtersToParams(updateFilters(parseFilters(new URLSearchParams()), keep))),
    [setParams],
  );
  return { filters, change, reset };
}
