import { Breadcrumb } from '../components/breadcrumb';
import { PageMeta } from '../components/page-meta';
import { ProductBrowser, useCategoryLabel, useProductFilters } from '../features/catalog';
import { t } from '../i18n';

export function Component() {
  const control = useProductFilters();
  const { filters } = control;
  const category = useCategoryLabel(filters.category);
  const title = filters.category ? t('catalog.categoryPageTitle', { category }) : t('catalog.pageTitle');
  return (
    <div className="pt-6">
      {/* No threshold here: it is an admin's setting (/staff/settings), and reading it would add the
          settings' code to this page's first download. */}
      <PageMeta
        title={title}
        description={
          filters.category
            ? t('catalog.categoryMetaDescription', { category: category.toLowerCase() })
            : t('catalog.metaDescription')
        }
        path={filters.category ? `/products?category=${encodeURIComponent(filters.category)}` : '/products'}
      />
      <Breadcrumb
        className="mx-auto mb-6 max-w-7xl px-4 sm:px-6 lg:px-8"
        items={[{ label: t('catalog.breadcrumbHome'), to: '/' }, { label: t('catalog.breadcrumbProducts') }]}
      />
      <ProductBrowser
        control={control}
        mode="products"
        heading={
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {category || t('catalog.allProducts')}
          </h1>
        }
      />
    </div>
  );
}
