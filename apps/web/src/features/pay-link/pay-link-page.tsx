import { zodResolver } from '@hookform/resolvers/zod';
import {
  payLinkPaySchema,
  translateMessage,
  type PayLinkPayRequest,
  type PayLinkView,
  type PaymentConfirmation,
} from '@pasal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { failureMessage, fieldErrors } from '../../api/failure-message';
import { formatBsAd } from '../../components/format-date';
import { paymentMethodName } from '../../components/locale-format';
import { formatPrice } from '../../components/price';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { activeLocale, t } from '../../i18n';
import { goToKhalti, PaymentStatusPanel, postEsewaForm, readPaymentReturn } from '../payments';
import { confirmFromLinkOnce, payLinkKeys, usePayFromLink, usePayLinkView } from './api';

// /pay/<token> (issue #36): the order staff took by phone, with its total, and eSewa or Khalti to pay
// it, without signing in. The provider sends the payer back here; what it brought is confirmed by
// the server against this link's order, and the page then shows the order as the server has it.

function useConfirmReturn(token: string): { checking: boolean; confirmation: PaymentConfirmation | null } {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const body = readPaymentReturn(search, null).body;
  const returned = Boolean(body.data || body.pidx);
  const [state, setState] = useState({ checking: returned, confirmation: null as PaymentConfirmation | null });
  const bodyKey = JSON.stringify(body);
  useEffect(() => {
    if (!returned) return;
    let active = true;
    const settle = (confirmation: PaymentConfirmation | null) => {
      if (!active) return;
      setState({ checking: false, confirmation });
      void queryClient.invalidateQueries({ queryKey: payLinkKeys.view(token) });
    };
    confirmFromLinkOnce(token, JSON.parse(bodyKey) as typeof body).then(settle, () => settle(null));
    return () => {
      active = false;
    };
    // bodyKey stands for body: the same return is confirmed once.
  }, [token, bodyKey, returned, queryClient]);
  return state;
}

function Figures({ view }: { view: PayLinkView }) {
  const rows: [string, number][] = [
    [t('checkout.subtotal'), view.subtotal],
    [t('checkout.shipping'), view.delivery_charge],
    ...(view.discount > 0 ? ([[t('checkout.discount'), -view.discount]] as [string, number][]) : []),
    ...(view.tax_amount > 0 ? ([[t('cart.tax'), view.tax_amount]] as [string, number][]) : []),
  ];
  return (
    <section aria-labelledby="pay-link-items" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="pay-link-items" className="text-lg font-semibold text-ink">
        {t('checkout.itemsInOrder')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {view.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4 py-2 text-sm">
            <span className="text-slate-800">
              {line.name} × {line.quantity}
            </span>
            <span className="shrink-0 font-medium text-ink">{formatPrice(line.line_total, 'Rs.')}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-ink">{amount < 0 ? `− ${formatPrice(-amount, 'Rs.')}` : formatPrice(amount, 'Rs.')}</dd>
          </div>
        ))}
        <div className="flex justify-between pt-1 text-base font-semibold">
          <dt>{t('checkout.total')}</dt>
          <dd>{formatPrice(view.grand_total, 'Rs.')}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{t('orders.payLinkDeliverTo', { place: view.delivery_place })}</p>
    </section>
  );
}

function PayForm({ token, view, notice }: { token: string; view: PayLinkView; notice: string | null }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PayLinkPayRequest>({
    resolver: zodResolver(payLinkPaySchema),
    // Nothing chosen yet is the schema's 'Choose eSewa or Khalti first'.
    defaultValues: view.gateways.length === 1 ? { payment_gateway: view.gateways[0]! } : {},
  });
  const pay = usePayFromLink(token);
  const refusedChoice = fieldErrors(pay.error).payment_gateway;
  const failure = pay.error && !refusedChoice ? failureMessage(pay.error, t('orders.payLinkCouldNotStart')) : null;
  const choiceError = errors.payment_gateway?.message;
  const submit = (values: PayLinkPayRequest) =>
    pay.mutate(values, {
      onSuccess: ({ payment }) => {
        if (payment.gateway === 'Esewa') postEsewaForm(payment);
        else if (payment.gateway === 'Khalti') goToKhalti(payment.payment_url);
      },
      onError: (error) => {
        const message = fieldErrors(error).payment_gateway;
        if (message) setError('payment_gateway', { type: 'server', message }, { shouldFocus: true });
      },
    });
  return (
    <form
      noValidate
      aria-labelledby={`${id}-legend`}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="space-y-4"
    >
      {notice ? <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{notice}</p> : null}
      <FormAlert message={failure ?? view.problem} />
      <fieldset className="space-y-2" aria-describedby={choiceError ? `${id}-error` : undefined}>
        <legend id={`${id}-legend`} className="text-base font-semibold text-ink">
          {t('orders.payLinkChoose')}
        </legend>
        {view.gateways.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 has-[:checked]:border-brand-700"
          >
            <input type="radio" value={option} {...register('payment_gateway')} />
            <span>{paymentMethodName(option)}</span>
          </label>
        ))}
        {choiceError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {/* The contract's message (checked here or by the server), in the page's language. */}
            {translateMessage(choiceError, activeLocale())}
          </p>
        ) : null}
      </fieldset>
      <Button
        type="submit"
        loading={pay.isPending || pay.isSuccess}
        disabled={view.problem !== null}
        className="w-full"
      >
        {t('orders.payLinkPay', { amount: formatPrice(view.grand_total, 'Rs.') })}
      </Button>
      {view.expires_at ? (
        <p className="text-xs text-slate-600">{t('orders.payLinkExpires', { date: formatBsAd(view.expires_at) })}</p>
      ) : null}
    </form>
  );
}

export function PayLinkPage() {
  const token = useParams().token ?? '';
  const [search] = useSearchParams();
  const { checking, confirmation } = useConfirmReturn(token);
  // Read once the return is confirmed: a read started beside the confirmation may reach the server
  // before the payment is recorded, and a refetch asked for while it is under way only joins it.
  const view = usePayLinkView(token, !checking);

  if (checking || view.isPending) {
    return (
      <PaymentStatusPanel phase="processing" title={t('checkout.processingPayment')}>
        {checking ? t('checkout.pleaseWait') : null}
      </PaymentStatusPanel>
    );
  }
  if (view.isError) {
    return (
      <PaymentStatusPanel phase="failed" title={t('orders.payLinkUnavailable')}>
        <p>{failureMessage(view.error, t('orders.payLinkUnavailable'))}</p>
      </PaymentStatusPanel>
    );
  }
  const data = view.data;
  if (data.state === 'paid') {
    return (
      <PaymentStatusPanel phase="paid" title={t('checkout.paymentSuccessful')}>
        <p>{t('orders.payLinkPaid', { id: data.transaction_id ?? '', shop: data.shop_name })}</p>
      </PaymentStatusPanel>
    );
  }
  if (data.state === 'closed') {
    return (
      <PaymentStatusPanel phase="failed" title={t('orders.payLinkUnavailable')}>
        <p>{data.problem ?? t('orders.payLinkClosed', { shop: data.shop_name })}</p>
      </PaymentStatusPanel>
    );
  }
  const cameBackUnpaid = (confirmation !== null && confirmation.outcome !== 'paid') || search.has('failed');
  const notice =
    confirmation?.outcome === 'pending'
      ? t('checkout.waitingFor', { provider: paymentMethodName(confirmation.order.payment_gateway) })
      : cameBackUnpaid
        ? t('orders.payLinkNotCompleted')
        : data.state === 'awaiting_payment'
          ? t('orders.payLinkWaiting', { id: data.transaction_id ?? '' })
          : null;
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('orders.payLinkTitle')}</h1>
        <p className="text-slate-700">
          {t('orders.payLinkIntro', { name: data.customer_first_name, shop: data.shop_name })}
        </p>
      </header>
      <Figures view={data} />
      <PayForm token={token} view={data} notice={notice} />
    </div>
  );
}
