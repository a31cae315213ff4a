import type { OrderLineInput } from '@pasal/contract';
import { TicketPercent, X } from 'lucide-react';
import { useId, useState } from 'react';
import { failureMessage } from '../../api/failure-message';
import { Spinner } from '../../components/spinner';
import { t } from '../../i18n';
import { money } from '../cart';
import { useValidateCoupon } from './api';

/** 'Coupon <strong>CODE</strong> applied: you save Rs. 500', the code in bold wherever the language puts it. */
function AppliedText({ code, amount }: { code: string; amount: string }) {
  const mark = '\u2063';
  const [before = '', after = ''] = t('checkout.couponApplied', { code: mark, amount }).split(mark);
  return (
    <span>
      {before}
      <strong>{code}</strong>
      {after}
    </span>
  );
}

export interface AppliedCoupon {
  code: string;
  discount: number;
}

/**
 * 'Do you have a coupon code?' (docs/rules/checkout-and-payments.md#coupons): the code is checked
 * by the server against the cart; once applied the discount shows in the summary and the field
 * clears.
 */
export function CouponBox({
  lines,
  applied,
  onApplied,
  onRemoved,
}: {
  lines: OrderLineInput[];
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon) => void;
  onRemoved: () => void;
}) {
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateCoupon();

  function apply() {
    const trimmed = code.trim();
    if (!trimmed) return;
    setError(null);
    validate.mutate(
      { code: trimmed, lines },
      {
        onSuccess: (preview) => {
          onApplied({ code: preview.code, discount: preview.quote.discount });
          setCode('');
        },
        onError: (failure) => {
          setError(failureMessage(failure, t('checkout.somethingWentWrong')));
        },
      },
    );
  }

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
        <p role="status" className="flex items-center gap-2">
          <TicketPercent aria-hidden="true" className="size-4 shrink-0" />
          <AppliedText code={applied.code} amount={money(applied.discount)} />
        </p>
        <button
          type="button"
          onClick={onRemoved}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-green-900 hover:bg-green-100"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('checkout.removeCoupon', { code: applied.code })}</span>
        </button>
      </div>
    );
  }

  return (
    <div>
      <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={wanted}
          onChange={(event) => setWanted(event.target.checked)}
          className="size-4 rounded border-slate-400 accent-brand-700"
        />
        {t('checkout.couponQuestion')}
      </label>
      {wanted ? (
        <div className="mt-3">
          <label htmlFor={`${id}-code`} className="sr-only">
            {t('checkout.couponCode')}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-code`}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
              placeholder={t('checkout.couponCode')}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="block h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base uppercase placeholder:normal-case placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600"
            />
            <button
              type="button"
              onClick={apply}
              disabled={code.trim() === '' || validate.isPending}
              className="inline-flex h-10 items-center gap-2 rounded-lg bg-ink px-4 text-sm font-semibold text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
            >
              {validate.isPending ? <Spinner className="[&_[data-spinner]]:size-4" /> : null}
              {t('checkout.apply')}
            </button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
