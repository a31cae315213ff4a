import type { ProductSummary } from '@pasal/contract';
import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { t } from '../../i18n';
import { startWishlistSync } from './account-sync';
import { useInWishlist, useWishlist } from './wishlist-store';

/** The heart that adds a product to the wishlist or removes it; filled while saved (docs/rules/cart.md#wishlist). */
export function WishlistButton({ product, className = '' }: { product: ProductSummary; className?: string }) {
  const saved = useInWishlist(product.id);
  const toggle = useWishlist((state) => state.toggle);
  useEffect(() => startWishlistSync(), []);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t('wishlist.remove', { name: product.name }) : t('wishlist.add', { name: product.name })}
      onClick={(event) => {
        // On a card the heart sits over the card's link: saving must not open the product.
        event.preventDefault();
        event.stopPropagation();
        toggle(product);
      }}
      className={`inline-flex size-10 items-center justify-center rounded-full border bg-white/90 shadow-sm backdrop-blur transition hover:scale-105 motion-reduce:hover:scale-100 ${
        saved ? 'border-red-200 text-red-600' : 'border-slate-200 text-slate-700 hover:text-red-600'
      } ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}
