import type { Product, ProductColor } from '@pasal/contract';
import { Check, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useCart } from '../cart';
import { localText, t } from '../../i18n';
import { useHydrated } from '../../ssr/hydrated';

/**
 * A comparison column's Add to cart (issue #35): one of the product, in the colour chosen here (the
 * first in stock, as on the product page). Once that colour is in the cart, a link to the cart.
 */
export function CompareAddToCart({ product }: { product: Product }) {
  const colours = product.colors.filter((color) => color.is_in_stock);
  const [colour, setColour] = useState<ProductColor | null>(colours[0] ?? null);
  // The server draws every visitor's cart empty: the browser's cart shows once the page is the app's.
  const hydrated = useHydrated();
  const inCart =
    useCart((state) =>
      state.lines.some((line) => line.id === product.id && (line.selectedColor?.id ?? null) === (colour?.id ?? null)),
    ) && hydrated;
  const add = useCart((state) => state.add);
  const selectId = useId();
  if (!product.is_active || product.total_quantity <= 0 || (product.colors.length > 0 && colours.length === 0))
    return <p className="text-sm text-slate-600">{t('common.soldOut')}</p>;
  return (
    <div className="flex flex-col gap-2">
      {colours.length > 0 ? (
        <>
          <label htmlFor={selectId} className="sr-only">
            {t('compare.colourOf', { name: product.name })}
          </label>
          <select
            id={selectId}
            value={colour?.id ?? ''}
            onChange={(event) => setColour(colours.find((color) => color.id === Number(event.target.value)) ?? null)}
            className="h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink"
          >
            {colours.map((color) => (
              <option key={color.id} value={color.id}>
                {localText(color.color_name, color.color_name_ne)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {inCart ? (
        <Link
          to="/carts"
          className="inline-flex h-10 items-center justify-center gap-1.5 rounded-full border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Check aria-hidden="true" className="size-4" />
          {t('compare.inCart')}
          <span className="sr-only">: {product.name}</span>
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => add(product, 1, colour)}
          className="inline-flex h-10 items-center justify-center gap-1.5 rounded-full bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <ShoppingCart aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
          {t('compare.addToCart')}
          <span className="sr-only">: {product.name}</span>
        </button>
      )}
    </div>
  );
}
