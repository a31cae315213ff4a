import type { ProductSummary } from '@pasal/contract';
import { Link } from 'react-router';
import { recordRecentlyViewed } from '../features/recently-viewed/store';
import { WishlistButton } from '../features/wishlist/wishlist-button';
import { Price } from './price';
import { StarRating } from './star-rating';

export interface ProductCardProps {
  product: ProductSummary;
  /** Load the image at once (the first cards a visitor sees); lazy otherwise. */
  priority?: boolean;
}

/**
 * The product tile used by every grid (spec §2 'Product card'): first image, '{n}% Off' badge,
 * wishlist heart, stars, name, category and NPR prices. The whole card is one link (a stretched
 * link over the name) so the heart stays a separate button.
 */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const image = product.images[0];
  const href = `/products/${product.slug}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-lg hover:shadow-slate-200/70 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-square overflow-hidden bg-slate-50">
        {image ? (
          <img
            src={image.image}
            alt={image.alt || product.name}
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            className="size-full object-contain p-4 transition duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : null}
        {product.discount_percentage > 0 ? (
          <span className="absolute top-3 left-3 rounded-full bg-red-700 px-2.5 py-1 text-xs font-semibold text-white">
            {product.discount_percentage}% Off
          </span>
        ) : null}
      </div>
      <div className="absolute top-2 right-2 z-10">
        <WishlistButton product={product} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <StarRating rating={product.overall_rating} />
        <h3 className="line-clamp-2 text-sm font-semibold text-ink sm:text-base">
          <Link
            to={href}
            onClick={() => recordRecentlyViewed(product)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
          >
            {product.name}
          </Link>
        </h3>
        <p className="text-xs text-slate-600">{product.category_name}</p>
        <Price amount={product.discount_price} original={product.price} className="mt-auto pt-1" />
      </div>
    </article>
  );
}
