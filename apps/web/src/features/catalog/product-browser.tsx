import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { categoriesQuery, productListQuery } from '../../api/catalog';
import { Pagination } from '../../components/pagination';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from '../../components/skeletons';
import { Spinner } from '../../components/spinner';
import { Button, buttonClass } from '../../components/ui/button';
import { Sheet, SheetClose } from '../../components/ui/sheet';
import { BelowTheFold } from '../../ssr/below-the-fold';
import { useServerRender } from '../../ssr/server-render';
import { FilterPanel } from './filter-panel';
import { NoResultsSuggestions } from './no-results-suggestions';
import { UnderstoodFilters } from './understood-filters';
import { t } from '../../i18n';
import { filtersToApiQuery, hasActiveFilters, sortOptions, type ProductFilters } from './filters';
import { localDigits } from '../../components/locale-format';
import type { ProductFiltersControl } from './use-product-filters';

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';
/** Cards in the server's render: a phone's first screen (the app adds the rest below them). */
const FIRST_SCREEN_CARDS = 4;

export interface ProductBrowserProps {
  /** 'search' keeps the query when filters are cleared and labels the text box accordingly. */
  mode: 'products' | 'search';
  heading: React.ReactNode;
  /** From useProductFilters() in the route, which also titles the page. */
  control: ProductFiltersControl;
}

/**
 * The filterable, sortable, paginated product grid of /products and /search
 * (docs/rules/catalogue.md#product-list, docs/rules/catalogue.md#search). All of its state lives in
 * the URL.
 */
export function ProductBrowser({ mode, heading, control }: ProductBrowserProps) {
  const { filters, change, reset } = control;
  const serverRender = useServerRender();
  const categories = useQuery(categoriesQuery());
  const products = useQuery({ ...productListQuery(filtersToApiQuery(filters)), placeholderData: keepPreviousData });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const sortId = useId();

  const clear = () => reset(mode === 'search' ? { q: filters.q, sort: filters.sort } : { sort: filters.sort });
  const goToPage = (page: number) => {
    change({ page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const onPanelChange = (next: Partial<ProductFilters>, options?: { replace?: boolean }) => change(next, options);

  const panel = (
    <FilterPanel
      filters={filters}
      categories={categories.data ?? []}
      onChange={onPanelChange}
      onClear={clear}
      searchLabel={mode === 'search' ? t('catalog.searchQuery') : t('catalog.search')}
      facets={products.data?.facets}
    />
  );
  const data = products.data;
  const refreshing = products.isFetching && products.isPlaceholderData;
  // A page past the end (an old link, fewer products than before) goes to the last page there is.
  const pastTheEnd = !!data && !products.isPlaceholderData && data.data.length === 0 && filters.page > data.total_pages;
  useEffect(() => {
    if (pastTheEnd && data) change({ page: data.total_pages }, { replace: true });
  }, [pastTheEnd, data, change]);

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
      <aside aria-label={t('catalog.filters')} className="hidden lg:block">
        <div className="sticky top-20 -mx-2 max-h-[calc(100dvh-6rem)] overflow-y-auto px-2 pb-4">
          <BelowTheFold>{panel}</BelowTheFold>
        </div>
      </aside>

      <div ref={resultsRef} className="min-w-0 scroll-mt-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            {heading}
            <p className="mt-1 text-sm text-slate-600" aria-live="polite">
              {data ? (
                <>
                  <span className="font-semibold text-ink">{localDigits(data.count)}</span>{' '}
                  {t('catalog.resultCountWord', { count: data.count })}
                </>
              ) : (
                <span className="invisible">
                  {localDigits(0)} {t('catalog.resultCountWord', { count: 0 })}
                </span>
              )}
            </p>
            {data?.understood ? (
              <UnderstoodFilters understood={data.understood} onSearch={(q) => change({ q })} />
            ) : null}
          </div>
          <div className="flex w-full items-center gap-3 sm:w-auto">
            <Sheet
              side="left"
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              title={t('catalog.filters')}
              description={t('catalog.filtersDescription')}
              hideDescription
              closeLabel={t('catalog.closeFilters')}
              trigger={
                <button
                  type="button"
                  className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:border-brand-700 hover:text-brand-700 lg:hidden"
                >
                  <SlidersHorizontal aria-hidden="true" className="size-4" />
                  {t('catalog.filters')}
                  {hasActiveFilters(filters) ? (
                    <span
                      className="size-2 rounded-full bg-brand-600"
                      aria-label={t('catalog.filtersActive')}
                      role="img"
                    />
                  ) : null}
                </button>
              }
              footer={
                <SheetClose className={buttonClass('primary', 'md', 'w-full')}>
                  {data ? t('catalog.showCountProducts', { count: data.count }) : t('catalog.showProducts')}
                </SheetClose>
              }
            >
              <div className="p-4">{panel}</div>
            </Sheet>
            <label htmlFor={sortId} className="ml-auto shrink-0 text-sm whitespace-nowrap text-slate-600 sm:ml-0">
              {t('catalog.sortBy')}
            </label>
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => change({ sort: event.target.value as ProductFilters['sort'] })}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="mt-6" aria-busy={products.isFetching}>
          <h2 className="sr-only">{t('catalog.results')}</h2>
          {products.isPending || pastTheEnd ? (
            <>
              <Spinner label={t('catalog.loadingProducts')} className="mb-4 text-sm text-slate-700" />
              <ProductGridSkeleton count={6} className={grid} listOnMobile />
            </>
          ) : products.isError && !data ? (
            <div role="alert" className="rounded-2xl bg-slate-50 px-6 py-16 text-center">
              <p className="text-lg font-semibold text-ink">{t('catalog.somethingWentWrong')}</p>
              <button
                type="button"
                onClick={() => void products.refetch()}
                className="mt-4 h-10 rounded-lg border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:border-brand-700 hover:text-brand-700"
              >
                {t('catalog.tryAgain')}
              </button>
            </div>
          ) : data && data.data.length === 0 ? (
            <>
              <div className="rounded-2xl bg-slate-50 px-6 py-16 text-center">
                <p className="text-lg font-semibold text-ink">{t('catalog.noProducts')}</p>
                {data.understood?.not_sold ? (
                  <p className="mt-1 text-sm text-slate-600">
                    {t('search.notSold', { word: data.understood.not_sold })}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-slate-600">
                  {mode === 'search' ? t('catalog.noProductsSearchHint') : t('catalog.noProductsHint')}
                </p>
                {hasActiveFilters(filters) ? (
                  <Button size="sm" onClick={clear} className="mt-4">
                    {t('catalog.clearFilters')}
                  </Button>
                ) : null}
              </div>
              {mode === 'search' && filters.q ? <NoResultsSuggestions query={filters.q} /> : null}
            </>
          ) : data ? (
            <>
              {refreshing ? (
                <Spinner label={t('catalog.loadingProducts')} className="mb-4 text-sm text-slate-700" />
              ) : null}
              <ul className={`${grid} transition-opacity ${refreshing ? 'opacity-60' : ''}`}>
                {(serverRender ? data.data.slice(0, FIRST_SCREEN_CARDS) : data.data).map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} priority={index < 1} listOnMobile />
                  </li>
                ))}
              </ul>
              <BelowTheFold>
                <Pagination
                  className="mt-10"
                  page={Math.min(filters.page, data.total_pages)}
                  totalPages={data.total_pages}
                  onPageChange={goToPage}
                />
              </BelowTheFold>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
