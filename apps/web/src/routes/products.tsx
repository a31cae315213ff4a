import { Breadcrumb } from '../components/breadcrumb';
import { PageMeta } from '../components/page-meta';
import { ProductBrowser } from '../features/catalog/product-browser';
import { useProductFilters } from '../features/catalog/use-product-filters';

export function Component() {
  const control = useProductFilters();
  const { filters } = control;
  const title = filters.category ? `${filters.category} | Pasal` : 'Products | Pasal';
  return (
    <div className="pt-6">
      {/* No threshold here: it is an admin's setting (/staff/settings), and reading it would add the
          settings' code to this page's first download. */}
      <PageMeta
        title={title}
        description={
          filters.category
            ? `Shop ${filters.category.toLowerCase()} in Nepal at Pasal: genuine products, best prices, free delivery on larger orders.`
            : 'Browse smartphones, laptops, earbuds, neckbands, speakers, smartwatches and power banks. Filter by category, rating and price.'
        }
        path={filters.category ? `/products?category=${encodeURIComponent(filters.category)}` : '/products'}
      />
      <Breadcrumb
        className="mx-auto mb-6 max-w-7xl px-4 sm:px-6 lg:px-8"
        items={[{ label: 'Home', to: '/' }, { label: 'Products' }]}
      />
      <ProductBrowser
        control={control}
        mode="products"
        heading={
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {filters.category || 'All Products'}
          </h1>
        }
      />
    </div>
  );
}
