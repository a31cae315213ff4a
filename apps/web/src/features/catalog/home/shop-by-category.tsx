import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { categoriesQuery } from '../../../api/catalog';
import { SectionHeading } from '../../../components/section-heading';
import { t } from '../../../i18n';
import { categoryLabel } from '../category-label';

/** The first 5 categories (docs/rules/catalogue.md#home-page). */
const CATEGORY_TILES = 5;

/**
 * 'Shop by Category' tiles; each opens /products with the category as navigation state
 * (docs/rules/catalogue.md#home-page).
 */
export function ShopByCategory() {
  const categories = useQuery(categoriesQuery());
  const tiles = (categories.data ?? []).slice(0, CATEGORY_TILES);
  return (
    <section aria-labelledby="categories-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <SectionHeading id="categories-heading" tag={t('home.categoriesTag')} title={t('home.categoriesTitle')} />
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5">
          {categories.isPending
            ? Array.from({ length: CATEGORY_TILES }, (_, index) => (
                <li key={index} aria-hidden="true" className="rounded-2xl bg-white p-4">
                  <div className="aspect-square animate-pulse rounded-xl bg-slate-100" />
                  <div className="mt-3 h-4 w-2/3 rounded bg-slate-100" />
                  <div className="mt-2 h-3 w-1/2 rounded bg-slate-100" />
                </li>
              ))
            : tiles.map((category) => (
                <li key={category.id}>
                  <Link
                    to="/products"
                    state={{ category: category.name }}
                    className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg hover:shadow-slate-200/70"
                  >
                    <img
                      src={category.image}
                      alt=""
                      width={300}
                      height={300}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full rounded-xl bg-slate-50 object-contain p-3 transition group-hover:scale-105"
                    />
                    <span className="mt-3 text-base font-semibold text-ink">{categoryLabel(category)}</span>
                    <span className="mt-0.5 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                      {t('home.categoriesView')}
                      <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
