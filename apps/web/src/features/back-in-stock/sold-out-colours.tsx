import type { Product } from '@pasal/contract';
import { useId, useState } from 'react';
import { Select } from '../../components/ui/field';
import { localText, t } from '../../i18n';
import { BackInStock } from './back-in-stock';

/**
 * Under the colour picker of a product that is on sale but has sold-out colours (which cannot be
 * chosen: docs/rules/cart.md#product-page-buying-controls): a link that opens the back-in-stock
 * form for them. It depends on the product alone, so the server's first screen has it too; the form
 * opens only when asked for.
 */
export function SoldOutColours({ product }: { product: Product }) {
  const soldOut = product.colors.filter((color) => !(color.is_in_stock && color.quantity > 0));
  const [open, setOpen] = useState(false);
  const [colorId, setColorId] = useState(soldOut[0]?.id ?? null);
  const panelId = useId();
  const chosen = soldOut.find((color) => color.id === colorId) ?? soldOut[0];
  if (!product.is_active || product.total_quantity <= 0 || !chosen) return null;
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {soldOut.length === 1
          ? t('product.colourSoldOut', { colour: localText(chosen.color_name, chosen.color_name_ne) })
          : t('product.aColourSoldOut')}
      </button>
      {open ? (
        <div id={panelId} className="mt-3 flex flex-col gap-3">
          {soldOut.length > 1 ? (
            <Select
              label={t('product.soldOutColour')}
              value={String(chosen.id)}
              onChange={(event) => setColorId(Number(event.target.value))}
              options={soldOut.map((color) => ({
                value: String(color.id),
                label: localText(color.color_name, color.color_name_ne),
              }))}
            />
          ) : null}
          <BackInStock
            productId={product.id}
            colorId={chosen.id}
            itemLabel={localText(chosen.color_name, chosen.color_name_ne)}
          />
        </div>
      ) : null}
    </div>
  );
}
