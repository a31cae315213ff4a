import { lineTotal } from '@pasal/contract';
import { AlertTriangle, Info, Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import { localDigits } from '../../components/locale-format';
import { ProductPicture } from '../../components/product-image';
import { localText, t } from '../../i18n';
import {
  COLOUR_GONE,
  keyOf,
  lineMax,
  NO_LONGER_SOLD,
  OUT_OF_STOCK,
  type CartLine,
  type LineNotice,
} from './cart-lines';
import { useCart } from './cart-store';
import { money } from './money';
import { QuantityStepper } from './quantity-stepper';

/** A line's reason in the page's language (the reasons are stored with the line, in English). */
function reasonText(reason: string): string {
  if (reason === NO_LONGER_SOLD) return t('cart.reasonNoLongerSold');
  if (reason === COLOUR_GONE) return t('cart.reasonColourGone');
  if (reason === OUT_OF_STOCK) return t('cart.reasonOutOfStock');
  return reason;
}

/** What a refresh changed, in the page's language. */
function noticeText({ lowered, price }: LineNotice): string {
  const parts: string[] = [];
  if (lowered)
    parts.push(
      t('cart.noticeLowered', {
        left: localDigits(lowered.to),
        from: localDigits(lowered.from),
        to: localDigits(lowered.to),
      }),
    );
  if (price) parts.push(t('cart.noticePrice', { from: money(price.from), to: money(price.to) }));
  return parts.join(' ');
}

export interface CartLineItemProps {
  line: CartLine;
  /** 'drawer': compact; 'page': the cart page's wider row. */
  variant: 'drawer' | 'page';
  /** Called when the shopper follows a link out (the drawer closes). */
  onNavigate?(): void;
}

/** What to call a line: its name, with the colour when there is one. */
const lineLabel = (line: CartLine) =>
  line.selectedColor
    ? `${line.name} (${localText(line.selectedColor.color_name, line.selectedColor.color_name_ne)})`
    : line.name;

/** One cart line: image, name, unit price, stepper, line total, Remove, and any notice. */
export function CartLineItem({ line, variant, onNavigate }: CartLineItemProps) {
  const key = keyOf(line);
  const increase = useCart((state) => state.increase);
  const decrease = useCart((state) => state.decrease);
  const remove = useCart((state) => state.remove);
  const dismissNotice = useCart((state) => state.dismissNotice);
  const image = line.images[0];
  const href = `/products/${line.slug}`;
  const label = lineLabel(line);
  const total = lineTotal(line, line.cart_quantity);
  const page = variant === 'page';

  return (
    <li
      data-testid="cart-line"
      data-line-key={key}
      className={`flex gap-3 border-b border-slate-200 py-4 last:border-b-0 ${page ? 'sm:gap-5 sm:py-5' : ''}`}
    >
      <Link
        to={href}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden="true"
        className={`shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-slate-50 ${page ? 'size-20 sm:size-24' : 'size-20'}`}
      >
        {image ? (
          <ProductPicture
            image={image}
            alt=""
            sizes="96px"
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-full object-contain p-1.5"
          />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-ink sm:text-base">
              <Link to={href} onClick={onNavigate} className="line-clamp-2 hover:text-brand-700 hover:underline">
                {line.name}
              </Link>
            </h3>
            {line.selectedColor ? (
              <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-600">
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-full border border-slate-300"
                  style={{ backgroundColor: line.selectedColor.hex_code }}
                />
                {t('cart.colour', { name: localText(line.selectedColor.color_name, line.selectedColor.color_name_ne) })}
              </p>
            ) : null}
            <p className="mt-1 text-sm text-slate-700">
              <span className="sr-only">{t('cart.unitPrice')} </span>
              <span data-testid="unit-price">{money(line.cart_amount)}</span>
              {page ? null : <span className="text-slate-600"> {t('cart.each')}</span>}
            </p>
          </div>
          <button
            type="button"
            onClick={() => remove(key)}
            aria-label={t('cart.removeLine', { label })}
            className="inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('cart.remove')}
          </button>
        </div>

        {line.unavailable ? (
          <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-red-700">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {t('cart.removeToCheckOutLine', { reason: reasonText(line.unavailable) })}
          </p>
        ) : null}
        {line.notice ? (
          <div className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p className="flex-1" data-testid="line-notice">
              {noticeText(line.notice)}
            </p>
            <button
              type="button"
              onClick={() => dismissNotice(key)}
              aria-label={t('cart.dismissNotice', { label })}
              className="-m-1 inline-flex size-6 items-center justify-center rounded-full hover:bg-amber-100"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
        ) : null}

        <div className="flex items-center justify-between gap-3">
          <QuantityStepper
            quantity={line.cart_quantity}
            max={lineMax(line)}
            label={label}
            disabled={line.unavailable !== null}
            onIncrease={() => increase(key)}
            onDecrease={() => decrease(key)}
          />
          <p className="text-sm font-semibold text-ink sm:text-base">
            <span className="sr-only">{t('cart.lineTotal')} </span>
            <span data-testid="line-total">{money(total)}</span>
          </p>
        </div>
      </div>
    </li>
  );
}
