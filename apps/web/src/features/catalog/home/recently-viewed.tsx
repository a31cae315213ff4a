import { Link } from 'react-router';
import { ProductCard } from '../product-card';
import { SectionHeading } from '../../../components/section-heading';
import { useRecentlyViewed } from '../../recently-viewed';
import { t } from '../../../i18n';

/** 'Recently Viewed Products': the section texts always, the grid only when there is something to show. */
export function RecentlyViewed() {
  const items = useRecentlyViewed((state) => state.items);
  return (
    <section aria-labelledby="recent-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id="recent-heading" tag={t('home.recentTag')} title={t('home.recentTitle')}>
          {t('home.recentText')}
        </SectionHeading>
        <Link
          to="/products"
          className="inline-flex h-10 shrink-0 items-center self-start rounded-full border border-slate-300 px-5 text-sm font-semibold text-ink transition hover:border-brand-700 hover:text-brand-700 sm:self-auto"
        >
          {t('home.recentViewAll')}
        </Link>
      </div>
      {items.length > 0 ? (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
