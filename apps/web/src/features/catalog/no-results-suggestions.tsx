import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { categoriesQuery, productListQuery } from '../../api/catalog';
import { t } from '../../i18n';
import { closestCategories } from './closest-categories';
import { categoryLabel } from './category-label';
import { ProductCard } from './product-card';

/** Popular products shown under a search that found nothing: the best rated, most rated first. */
const POPULAR_SHOWN = 4;

/** A titled list of suggestions, named by its heading. */
function Suggestions({
  id,
  title,
  listClass,
  children,
}: {
  id: string;
  title: string;
  listClass: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <ul className={`mt-3 ${listClass}`}>{children}</ul>
    </section>
  );
}

/**
 * Under a search that found nothing: the categories nearest to what was typed and the shop's
 * popular products, so the shopper has somewhere to go instead of a dead end.
 */
export function NoResultsSuggestions({ query }: { query: string }) {
  const categories = useQuery(categoriesQuery());
  const popular = useQuery(productListQuery({ sort_by: 'highest_rating' }));
  const near = closestCategories(query, categories.data ?? []);
  const products = (popular.data?.data ?? []).filter((product) => product.total_quantity > 0).slice(0, POPULAR_SHOWN);
  if (near.length === 0 && products.length === 0) return null;
  return (
    <div className="mt-8 space-y-8 text-left">
      {near.length > 0 ? (
        <Suggestions id="no-results-categories" title={t('search.tryCategories')} listClass="flex flex-wrap gap-2">
          {near.map((category) => (
            <li key={category.id}>
              <Link
                to={`/products?category=${encodeURIComponent(category.name)}`}
                className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:border-brand-700 hover:text-brand-700"
              >
                {categoryLabel(category)}
              </Link>
            </li>
          ))}
        </Suggestions>
      ) : null}
      {products.length > 0 ? (
        <Suggestions
          id="no-results-popular"
          title={t('search.popularProducts')}
          listClass="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5"
        >
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} listOnMobile />
            </li>
          ))}
        </Suggestions>
      ) : null}
    </div>
  );
}
