import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { categoriesQuery, featuredProductsQuery } from '../../../api/catalog';
import { ProductCard } from '../product-card';
import { SectionHeading } from '../../../components/section-heading';
import { ProductGridSkeleton } from '../../../components/skeletons';
import { filterFeatured, type FeaturedFilter } from '../featured';
import { t } from '../../../i18n';
import { categoryLabel } from '../category-label';

const grid = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4';

const chip = (active: boolean) =>
  `inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition ${
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700'
  }`;

/** 'Featured Products' with 'All' plus one button per category (docs/rules/catalogue.md#home-page). */
export function FeaturedProducts() {
  const featured = useQuery(featuredProductsQuery());
  const categories = useQuery(categoriesQuery());
  const [filter, setFilter] = useState<FeaturedFilter>('all');
  const products = filterFeatured(featured.data ?? [], filter);
  const filters = ['all', ...(categories.data ?? []).map((category) => category.name)];
  const labelOf = (name: string) => {
    const category = categories.data?.find((candidate) => candidate.name === name);
    return category ? categoryLabel(category) : name;
  };

  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id="featured-heading" tag={t('home.featuredTag')} title={t('home.featuredTitle')} />
        <Link to="/products" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('home.featuredViewAll')}
        </Link>
      </div>
      <div
        role="group"
        aria-label={t('home.featuredFilterLabel')}
        className="-mx-4 mt-6 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {filters.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
            className={chip(filter === name)}
          >
            {name === 'all' ? t('home.featuredAll') : labelOf(name)}
          </button>
        ))}
      </div>
      <div className="mt-6">
        {featured.isPending ? (
          <ProductGridSkeleton count={8} className={grid} />
        ) : featured.isError ? (
          <p className="py-10 text-center text-slate-600">{t('home.featuredError')}</p>
        ) : products.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 py-10 text-center text-slate-600">{t('home.featuredEmpty')}</p>
        ) : (
          <ul className={grid}>
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
