import {
  COLOUR_PARAM,
  colourNamed,
  colourSlug,
  isTierApplied,
  lineTotal,
  maxQuantity,
  sortedTiers,
  unitPriceFor,
  type Product,
  type ProductColor,
} from '@pasal/contract';
import { Check, ShoppingCart, Trash2, Zap } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackInStock, SoldOutColours } from '../back-in-stock';
import { localText, t } from '../../i18n';
import { keyOf } from './cart-lines';
import { ColourChoice, colourInStock } from './colour-choice';
import { findLine, useCart } from './cart-store';
import { useGoToCheckout } from './checkout-navigation';
import { localDigits } from '../../components/locale-format';
import { money } from './money';
import { QuantityStepper } from './quantity-stepper';

/**
 * The product page's buying controls: colours, bulk table, quantity, Add to Cart / Remove Cart, Buy Now
 * (docs/rules/cart.md#product-page-buying-controls).
 */
export function PurchasePanel({ product }: { product: Product }) {
  // A fresh panel (and fresh quantity) for every product the page shows.
  return <Panel key={product.id} product={product} />;
}

function Panel({ product }: { product: Product }) {
  const lines = useCart((state) => state.lines);
  const add = useCart((state) => state.add);
  const increase = useCart((state) => state.increase);
  const decrease = useCart((state) => state.decrease);
  const remove = useCart((state) => state.remove);
  const goToCheckout = useGoToCheckout();
  const [searchParams, setSearchParams] = useSearchParams();

  // Starts with the colour the address names (a shared link, or a configuration chip carrying the
  // choice), else the colour already in the cart, else the first colour in stock.
  const [selectedColor, setSelectedColor] = useState<ProductColor | null>(() => {
    const named = colourNamed(product.colors, searchParams.get(COLOUR_PARAM));
    if (named && colourInStock(named)) return named;
    const inCart = useCart.getState().lines.find((line) => line.id === product.id);
    const cartColor = product.colors.find((color) => color.id === inCart?.selectedColor?.id);
    return cartColor ?? product.colors.find(colourInStock) ?? null;
  });
  const [localQuantity, setLocalQuantity] = useState(1);

  const line = findLine(lines, product.id, selectedColor?.id ?? null);
  // Starts at 1, or at the cart quantity when the item is in the cart.
  const quantity = line ? line.cart_quantity : localQuantity;
  const max = maxQuantity(product, selectedColor);
  const soldOut = product.total_quantity <= 0 || !product.is_active;
  const unitPrice = unitPriceFor(product, quantity);

  function selectColor(color: ProductColor) {
    if (!colourInStock(color)) return;
    setSelectedColor(color);
    // The address follows the choice, so it can be shared; the page neither scrolls nor adds a history entry.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(COLOUR_PARAM, colourSlug(color.color_name));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // A quantity above the new colour's stock goes back to 1.
    if (!findLine(lines, product.id, color.id) && localQuantity > maxQuantity(product, color)) setLocalQuantity(1);
  }

  function onIncrease() {
    if (quantity >= max) return;
    // Plus adds the item when it is not in the cart yet, otherwise increases it.
    if (line) increase(keyOf(line));
    else add(product, quantity + 1, selectedColor);
  }

  function onDecrease() {
    if (line) decrease(keyOf(line));
    else setLocalQuantity((current) => Math.max(1, current - 1));
  }

  function toggleCart() {
    if (line) {
      setLocalQuantity(line.cart_quantity);
      remove(keyOf(line));
    } else add(product, quantity, selectedColor);
  }

  function buyNow() {
    if (!line) add(product, quantity, selectedColor);
    goToCheckout();
  }

  return (
    <div className="flex flex-col gap-6">
      {product.colors.length > 0 ? (
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t('cart.colourHeading')}
            {selectedColor ? (
              <span className="font-normal text-slate-700">
                : {localText(selectedColor.color_name, selectedColor.color_name_ne)}
              </span>
            ) : null}
          </legend>
          <ColourChoice colors={product.colors} selected={selectedColor} onSelect={selectColor} />
          <SoldOutColours product={product} />
        </fieldset>
      ) : null}

      {product.bulk_discounts.length > 0 ? (
        <div className="overflow-hidden rounded-xl border border-slate-200">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="bg-slate-50 px-2 py-2.5 sm:px-4 text-left text-sm font-semibold text-ink">
              {t('cart.bulkDiscounts')}
            </caption>
            <colgroup>
              <col className="w-[23%]" />
              <col className="w-[20%]" />
              <col className="w-[25%]" />
              <col />
            </colgroup>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-2 py-2 font-medium sm:px-4">
                  {t('cart.quantity')}
                </th>
                <th scope="col" className="px-2 py-2 font-medium sm:px-4">
                  {t('cart.discount')}
                </th>
                <th scope="col" className="px-2 py-2 font-medium sm:px-4">
                  {t('cart.unitPriceHeading')}
                </th>
                <th scope="col" className="px-2 py-2 font-medium sm:px-4">
                  <span className="sr-only">{t('cart.status')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sortedTiers(product.bulk_discounts).map((tier) => {
                // Only the tier that prices this quantity reads 'Applied'
                // (docs/rules/cart.md#bulk-discounts).
                const applied = !soldOut && isTierApplied(tier, quantity, product.bulk_discounts);
                return (
                  <tr
                    key={`${tier.min_quantity}-${tier.discount_percentage}`}
                    className={`border-t border-slate-200 ${applied ? 'bg-green-50' : ''}`}
                  >
                    <td className="px-2 py-2.5 sm:px-4">
                      {t('cart.pieces', { count: localDigits(tier.min_quantity) })}
                    </td>
                    <td className="px-2 py-2.5 sm:px-4">
                      {t('cart.percentOff', { percent: localDigits(tier.discount_percentage) })}
                    </td>
                    <td className="px-2 py-2.5 font-medium whitespace-nowrap text-ink sm:px-4">
                      {money(tier.discounted_price)}
                    </td>
                    <td className="px-2 py-2.5 text-right sm:px-4">
                      {applied ? (
                        <span className="inline-flex items-center gap-1 rounded-full bg-green-700 px-1.5 py-0.5 text-xs sm:px-2 font-semibold text-white">
                          <Check aria-hidden="true" className="size-3" />
                          {t('cart.applied')}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {soldOut ? (
        <>
          <p role="status" className="rounded-xl bg-red-50 px-4 py-3 text-base font-semibold text-red-800">
            {t('cart.outOfStockText')}
          </p>
          {product.is_active ? <BackInStock productId={product.id} colorId={null} /> : null}
        </>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="text-sm font-semibold text-ink">{t('cart.quantity')}</span>
            <QuantityStepper
              quantity={quantity}
              max={max}
              label={product.name}
              size="md"
              onIncrease={onIncrease}
              onDecrease={onDecrease}
            />
            <span className="text-sm text-slate-600" data-testid="stock-available">
              {t('cart.available', { count: localDigits(max) })}
            </span>
          </div>
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('cart.eachTotal', { price: money(unitPrice) })}{' '}
            <span data-testid="purchase-total" className="font-semibold text-ink">
              {money(lineTotal(product, quantity))}
            </span>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={toggleCart}
              className={`inline-flex flex-1 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition ${
                line
                  ? 'border border-red-700 bg-white text-red-700 hover:bg-red-50'
                  : 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50'
              }`}
            >
              {line ? (
                <Trash2 aria-hidden="true" className="size-4" />
              ) : (
                <ShoppingCart aria-hidden="true" className="size-4" />
              )}
              {line ? t('cart.removeCart') : t('cart.addToCart')}
            </button>
            <button
              type="button"
              onClick={buyNow}
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white transition hover:bg-brand-800"
            >
              <Zap aria-hidden="true" className="size-4" />
              {t('cart.buyNow')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
