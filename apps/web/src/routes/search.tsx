import { Breadcrumb } from '../components/breadcrumb';
import { PageMeta } from '../components/page-meta';
import { ProductBrowser } from '../features/catalog/product-browser';
import { useProductFilters } from '../features/catalog/use-product-filters';

/** Real search results for ?q= with the same filters, sort and pages as /products (DEVIATIONS #1). */
export function Component() {
  const control = useProductFilters();
  const { filters } = control;
  return (
    <div className="pt-6">
      <PageMeta
        title={filters.q ? `Search results for "${filters.q}" | Pasal` : 'Search | Pasal'}
        description="Search Pasal's catalogue of smartphones, laptops and accessories."
        path="/search"
        noIndex
      />
      <Breadcrumb
        className="mx-auto mb-6 max-w-7xl px-4 sm:px-6 lg:px-8"
        items={[{ label: 'Home', to: '/' }, { label: 'Search' }]}
      />
      <ProductBrowser
        control={control}
        mode="search"
        heading={
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
            {filters.q ? (
              <>
                Search results for <span className="text-brand-700">“{filters.q}”</span>
              </>
            ) : (
              'Search'
            )}
          </h1>
        }
      />
    </div>
  );
}
