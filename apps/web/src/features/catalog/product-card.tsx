import { PRODUCT_CARD_LINK_ATTRIBUTE, type ProductSummary } from '@pasal/contract';
import { Link } from 'react-router';
import { CompareButton } from '../compare';
import { recordRecentlyViewed } from '../recently-viewed';
import { WishlistButton } from '../wishlist';
import { Price } from '../../components/price';
import { ProductPicture } from '../../components/product-image';
import { StarRating } from '../../components/star-rating';
import { localText, t } from '../../i18n';
import { localDigits } from '../../components/locale-format';

export interface ProductCardProps {
  product: ProductSummary;
  /** Load the image at once (the first cards a visitor sees); lazy otherwise. */
  priority?: boolean;
  /** In a one-column grid on phones: image beside the text instead of above it. */
  listOnMobile?: boolean;
}

/**
 * The product tile used by every grid (docs/rules/catalogue.md#product-card): first image,
 * '{n}% Off' badge, wishlist heart, compare button, stars, name, category and NPR prices. The whole
 * card is one link (a stretched link over the name) so the heart and compare stay separate buttons.
 */
export function ProductCard({ product, priority = false, listOnMobile = false }: ProductCardProps) {
  const image = product.images[0];
  const href = `/products/${product.slug}`;
  const family = product.family;
  const soldOut = product.total_quantity <= 0;
  return (
    <article
      className={`group relative flex h-full overflow-hidden ${listOnMobile ? 'flex-row sm:flex-col' : 'flex-col'}  rounded-2xl border border-slate-200 bg-white transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-lg hover:shadow-slate-200/70 motion-reduce:transition-none motion-reduce:hover:translate-y-0`}
    >
      <div
        className={`relative aspect-square shrink-0 overflow-hidden bg-slate-50 ${listOnMobile ? 'w-28 sm:w-auto' : ''}`}
      >
        {image ? (
          <ProductPicture
            image={image}
            alt={image.alt || product.name}
            // A quarter of a desktop grid, half of a tablet's; on a phone's list row a 144 px tile.
            sizes={
              listOnMobile
                ? '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px'
                : '(min-width: 1024px) 25vw, 50vw'
            }
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            className={`size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100 ${soldOut ? 'opacity-60' : ''}`}
          />
        ) : null}
        {soldOut ? (
          // Said before anything else: a sold-out card must not look buyable (issue 30).
          <span className="absolute top-2 left-2 rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white sm:top-3 sm:left-3 sm:px-2.5 sm:py-1">
            {t('common.soldOut')}
          </span>
        ) : product.discount_percentage > 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white sm:top-3 sm:left-3 sm:px-2.5 sm:py-1">
            {t('common.percentOff', { percent: localDigits(product.discount_percentage) })}
          </span>
        ) : null}
      </div>
      {/* On a phone's list row the heart sits at the bottom, beside the price: at the top it took
          the name's right edge, and names lost their variant ("Samsung Galaxy S24 Ultra…"). */}
      {/* The compare button (issue #35) under the heart; beside it on a phone's list row. */}
      <div
        className={`absolute right-2 z-10 flex gap-2 ${listOnMobile ? 'bottom-2 flex-row-reverse sm:top-2 sm:bottom-auto sm:flex-col' : 'top-2 flex-col'}`}
      >
        <WishlistButton product={product} />
        <CompareButton product={product} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <StarRating rating={product.overall_rating} />
        <h3 className="line-clamp-2 text-sm font-semibold text-ink sm:text-base">
          <Link
            to={href}
            onClick={() => recordRecentlyViewed(product)}
            // Followed before the app has loaded, the page's loader notes it instead (card-opened-early.ts).
            {...{ [PRODUCT_CARD_LINK_ATTRIBUTE]: '' }}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
            // A configuration's card names its family, its own values on the line below; the
            // link keeps the product's whole name ("… (12GB/512GB)") for screen readers.
            {...(family ? { 'aria-label': product.name } : {})}
          >
            {family ? family.name : product.name}
          </Link>
        </h3>
        {family ? (
          <p className="text-xs font-medium text-slate-700">
            {family.configurations > 1
              ? t('catalog.cardConfigurations', { configuration: family.configuration, count: family.configurations })
              : family.configuration}
          </p>
        ) : null}
        <p className="text-xs text-slate-600">{localText(product.category_name, product.category_name_ne)}</p>
        <Price
          amount={product.discount_price}
          original={product.price}
          className={`mt-auto pt-1 ${listOnMobile ? 'pr-22 sm:pr-0' : ''}`}
        />
      </div>
    </article>
  );
}
