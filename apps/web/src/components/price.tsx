import { formatNpr, formatNprNe, formatRs, rupeesToPaisa } from '@pasal/contract';
import { activeLocale, t } from '../i18n';

export type PriceCurrency = 'NPR' | 'Rs.';

export interface PriceProps {
  /** What the shopper pays, in rupees. */
  amount: number;
  /** The price before discount, in rupees; struck through when higher than `amount`. */
  original?: number;
  /**
   * 'NPR' on product cards and home page text, 'Rs.' on the product page
   * (docs/rules/catalogue.md#prices-and-currency).
   */
  currency?: PriceCurrency;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * 'NPR 1,69,999' / 'Rs. 1,69,999' in English; in Nepali both read 'रु. १,६९,९९९' (Devanagari
 * digits, lakh grouping), the way Nepali shops write rupees.
 */
export function formatPrice(amount: number, currency: PriceCurrency): string {
  if (activeLocale() === 'ne') return formatNprNe(rupeesToPaisa(amount));
  return currency === 'NPR' ? formatNpr(amount) : formatRs(amount);
}

const sizes = {
  sm: { now: 'text-base', was: 'text-xs' },
  md: { now: 'text-lg', was: 'text-sm' },
  lg: { now: 'text-2xl sm:text-3xl', was: 'text-base' },
} as const;

/** A price with the original struck through beside it when the product is discounted. */
export function Price({ amount, original, currency = 'NPR', size = 'sm', className = '' }: PriceProps) {
  const discounted = original !== undefined && original > amount;
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`font-semibold text-ink ${sizes[size].now}`}>{formatPrice(amount, currency)}</span>
      {discounted ? (
        <s className={`text-slate-500 ${sizes[size].was}`}>
          <span className="sr-only">{t('common.originalPrice')}</span>
          {formatPrice(original, currency)}
        </s>
      ) : null}
    </span>
  );
}
