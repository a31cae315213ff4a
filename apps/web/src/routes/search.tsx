import { Breadcrumb } from '../components/breadcrumb';
import { PageMeta } from '../components/page-meta';
import { ProductBrowser, useProductFilters } from '../features/catalog';
import { t } from '../i18n';

/** Stands for the query in the heading's message, so each language puts it where its grammar wants. */
const QUERY_SLOT = '\u2063query\u2063';

/** Real search results for ?q= with the same filters, sort and pages as /products (docs/rules/catalogue.md#search). */
export function Component() {
  const control = useProductFilters();
  const { filters } = control;
  const [before, after] = t('search.resultsFor', { query: QUERY_SLOT }).split(QUERY_SLOT);
  return (
    <div className="pt-6">
      <PageMeta
        title={filters.q ? t('search.metaTitle', { query: filters.q }) : t('search.metaTitleEmpty')}
        description={t('search.metaDescription')}
        path="/search"
        noIndex
      />
      <Breadcrumb
        className="mx-auto mb-6 max-w-7xl px-4 sm:px-6 lg:px-8"
        items={[{ label: t('common.home'), to: '/' }, { label: t('search.breadcrumb') }]}
      />
      <ProductBrowser
        control={control}
        mode="search"
        heading={
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
            {filters.q ? (
              <>
                {before}
                <span className="text-brand-700">“{filters.q}”</span>
                {after}
              </>
            ) : (
              t('search.heading')
            )}
          </h1>
        }
      />
    </div>
  );
}
