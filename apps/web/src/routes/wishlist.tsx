import { useEffect } from 'react';
import { Breadcrumb } from '../components/breadcrumb';
import { PageMeta } from '../components/page-meta';
import { ProductCard } from '../features/catalog';
import { startWishlistSync, useWishlist } from '../features/wishlist';
import { localDigits } from '../components/locale-format';
import { t } from '../i18n';

/** /wishlist: the saved products as a grid (docs/rules/cart.md#wishlist). */
export function Component() {
  const items = useWishlist((state) => state.items);
  useEffect(() => startWishlistSync(), []);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <PageMeta title={t('wishlist.pageTitle')} description={t('wishlist.metaDescription')} noIndex />
      <Breadcrumb
        className="mb-4"
        items={[{ label: t('wishlist.breadcrumbHome'), to: '/' }, { label: t('wishlist.heading') }]}
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('wishlist.heading')}</h1>
      {items.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center text-lg text-slate-700">
          {t('wishlist.empty')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            {t('wishlist.savedCount', { count: items.length, n: localDigits(items.length) })}
          </p>
          <ul
            aria-label={t('wishlist.savedProducts')}
            className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
          >
            {items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < 2} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
