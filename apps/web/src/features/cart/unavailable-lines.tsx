import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { CartChangesNotice } from './cart-changes-notice';
import { CartLineItem } from './cart-line-item';
import { keyOf, type CartLine } from './cart-lines';

/**
 * Checkout's view of cart lines that can no longer be bought (sold out — e.g. another shopper took
 * the last unit while this one filled in the form — no longer sold, colour gone): each flagged with
 * its reason and a Remove, as the cart page shows them. `nothingElse`: they are all the cart holds,
 * so the whole cart is shown here instead of the form, never "Your cart is empty" over a cart that
 * is not.
 */
export function UnavailableLines({ lines, nothingElse }: { lines: readonly CartLine[]; nothingElse: boolean }) {
  const headingId = useId();
  const unavailable = lines.filter((line) => line.unavailable !== null);
  if (unavailable.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-red-200 bg-white p-4 sm:p-5 ${nothingElse ? '' : 'mb-4'}`}
    >
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {nothingElse ? t('cart.yourCartHeading') : t('cart.cannotBeBought')}
      </h2>
      <div className="mt-3">
        <CartChangesNotice lines={unavailable} />
      </div>
      <ul aria-label={t('cart.itemsCannotBeBought')}>
        {unavailable.map((line) => (
          <CartLineItem key={keyOf(line)} line={line} variant="page" />
        ))}
      </ul>
      <p className="mt-2 text-sm font-medium text-red-700">
        {nothingElse ? t('cart.removeToCheckOut') : t('cart.leftOutOfOrder')}
      </p>
      {nothingElse ? (
        <Link
          to="/products"
          className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('cart.continueShopping')}
        </Link>
      ) : null}
    </section>
  );
}
