import type { OrderLineInput, OrderQuote } from '@pasal/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { localText, t } from '../../i18n';
import { type CartLine, money } from '../cart';
import { localDigits } from '../../components/locale-format';
import { ProductPicture } from '../../components/product-image';
import { CouponBox, type AppliedCoupon } from './coupon-box';
import { formatDeliveryDate } from '../../components/format-date';
import { expectedDeliveryText } from './expected-delivery';

function Figure({
  label,
  value,
  strong,
  testId,
  note,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
  /** A line under the figure (the delivery's expected day): a second <dd> of the same term. */
  note?: { text: string; testId: string } | null;
}) {
  return (
    <div
      className={`flex flex-wrap justify-between gap-x-4 gap-y-1 ${strong ? 'border-t border-slate-200 pt-3 text-base' : ''}`}
    >
      <dt className={strong ? 'font-semibold text-ink' : 'text-slate-700'}>{label}</dt>
      <dd data-testid={testId} className={strong ? 'font-bold text-ink' : 'font-medium text-ink'}>
        {value}
      </dd>
      {note ? (
        <dd data-testid={note.testId} className="basis-full text-xs text-slate-600">
          {note.text}
        </dd>
      ) : null}
    </div>
  );
}

/**
 * Items, subtotal, shipping, coupon and total
 * (docs/rules/checkout-and-payments.md#order-summary-and-quote). Every figure is the server's
 * quote; the cart's own numbers only show while the first quote loads. On small screens the summary
 * folds behind a button showing the total.
 */
export function OrderSummary({
  lines,
  lineInputs,
  quote,
  quoteError,
  coupon,
  onCouponApplied,
  onCouponRemoved,
}: {
  lines: CartLine[];
  lineInputs: OrderLineInput[];
  quote: OrderQuote | undefined;
  quoteError: string | null;
  coupon: AppliedCoupon | null;
  onCouponApplied: (coupon: AppliedCoupon) => void;
  onCouponRemoved: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const priced = (line: CartLine) =>
    quote?.lines.find(
      (candidate) => candidate.product_id === line.id && candidate.color_id === (line.selectedColor?.id ?? null),
    );
  const total = quote ? money(quote.grand_total) : '…';
  const delivery = quote?.delivery ?? null;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-slate-50">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {/* Small screens: a disclosure showing the total; large screens: always open. */}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 px-5 py-4 text-left lg:hidden"
        >
          <span>{t('checkout.orderSummary')}</span>
          <span className="flex items-center gap-2 text-base">
            {total}
            <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
          </span>
        </button>
        <span className="hidden px-5 pt-5 lg:block">{t('checkout.orderSummary')}</span>
      </h2>
      <div id={`${id}-body`} className={`${open ? 'block' : 'hidden'} px-5 pb-5 lg:block lg:pt-4`}>
        <ul aria-label={t('checkout.itemsInOrder')} className="divide-y divide-slate-200">
          {lines.map((line) => {
            const server = priced(line);
            const image = line.images[0];
            return (
              <li key={`${line.id}:${line.selectedColor?.id ?? 0}`} className="flex items-center gap-3 py-3">
                <span className="relative shrink-0">
                  {image ? (
                    <ProductPicture
                      image={image}
                      alt=""
                      sizes="56px"
                      width={56}
                      height={56}
                      loading="lazy"
                      className="size-14 rounded-lg border border-slate-200 bg-white object-contain"
                    />
                  ) : (
                    <span className="block size-14 rounded-lg bg-slate-200" />
                  )}
                  <span className="absolute -top-2 -right-2 inline-flex size-5 items-center justify-center rounded-full bg-slate-700 text-xs font-semibold text-white">
                    {localDigits(line.cart_quantity)}
                  </span>
                </span>
                <span className="min-w-0 flex-1 text-sm">
                  <span className="line-clamp-2 font-medium text-ink">{line.name}</span>
                  <span className="block text-slate-600">
                    {line.selectedColor
                      ? `${localText(line.selectedColor.color_name, line.selectedColor.color_name_ne)} · `
                      : ''}
                    {localDigits(line.cart_quantity)} × {money(server?.unit_price ?? line.cart_amount)}
                  </span>
                </span>
                <span className="text-sm font-semibold text-ink">
                  {money(server?.line_total ?? line.cart_amount * line.cart_quantity)}
                </span>
              </li>
            );
          })}
        </ul>

        <div className="mt-3 border-t border-slate-200 pt-4">
          <CouponBox lines={lineInputs} applied={coupon} onApplied={onCouponApplied} onRemoved={onCouponRemoved} />
        </div>

        {quoteError ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {quoteError}
          </p>
        ) : null}

        <dl className="mt-4 space-y-3 text-sm" aria-busy={quote ? undefined : true}>
          <Figure
            label={t('checkout.subtotal')}
            value={quote ? money(quote.subtotal) : '…'}
            testId="checkout-subtotal"
          />
          <Figure
            label={t('checkout.shipping')}
            value={quote ? (quote.delivery_charge === 0 ? t('checkout.free') : money(quote.delivery_charge)) : '…'}
            testId="checkout-shipping"
            note={
              delivery
                ? {
                    testId: 'checkout-expected',
                    text:
                      delivery.method === 'pickup'
                        ? t('delivery.pickupReady', {
                            date: formatDeliveryDate(delivery.pickup_ready ?? delivery.expected_by),
                          })
                        : expectedDeliveryText(delivery),
                  }
                : null
            }
          />
          {quote && quote.discount > 0 ? (
            <Figure
              label={
                quote.coupon_code ? t('checkout.discountWithCode', { code: quote.coupon_code }) : t('checkout.discount')
              }
              value={`− ${money(quote.discount)}`}
              testId="checkout-discount"
            />
          ) : null}
          {quote && quote.tax_amount > 0 ? (
            <Figure
              label={t('checkout.tax', { percent: localDigits(quote.tax_percentage) })}
              value={money(quote.tax_amount)}
            />
          ) : null}
          <Figure label={t('checkout.total')} value={total} strong testId="checkout-total" />
        </dl>
        {quote && quote.delivery_charge > 0 ? (
          <p className="mt-3 text-xs text-slate-600">
            {t('checkout.freeDeliveryFrom', { amount: money(quote.free_delivery_threshold) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
