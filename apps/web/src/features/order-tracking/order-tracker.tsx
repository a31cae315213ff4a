import { zodResolver } from '@hookform/resolvers/zod';
import { API_PATHS, trackOrderSchema, type TrackedOrder, type TrackOrderRequest } from '@pasal/contract';
import { useMutation } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from '../../api/failure-message';
import { apiRequest } from '../../api/http';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { t } from '../../i18n';
import { TrackedOrderView } from './tracked-order';

type TrackOrderValues = z.output<typeof trackOrderSchema>;

function trackOrder(request: TrackOrderValues): Promise<TrackedOrder> {
  return apiRequest<{ data: TrackedOrder }>(API_PATHS.track, { method: 'POST', body: request }).then(
    (body) => body.data,
  );
}

/**
 * The order number and the last four digits of the order's phone, then the order's status and
 * timeline (issue #36). No sign-in: the server answers only what the pair may read, and one
 * message for an unknown order and a wrong phone alike (shown here as it came, in the page's language).
 */
export function OrderTracker() {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackOrderRequest, unknown, TrackOrderValues>({
    resolver: zodResolver(trackOrderSchema),
    defaultValues: { transaction_id: '', phone_last4: '' },
  });
  const lookup = useMutation({ mutationFn: trackOrder });
  const failure = lookup.error ? failureMessage(lookup.error, t('orders.trackFailed')) : null;

  return (
    <div className="space-y-8">
      <form
        aria-label={t('orders.trackTitle')}
        noValidate
        onSubmit={(event) => void handleSubmit((values) => lookup.mutate(values))(event)}
        className="max-w-xl space-y-5"
      >
        <p className="text-sm text-slate-700">{t('orders.trackIntro')}</p>
        <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
          <TextField
            id={`${id}-number`}
            label={t('orders.trackOrderNumber')}
            requiredMark
            error={errors.transaction_id?.message}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            placeholder="PSL-XXXXXXXXXXXX"
            {...register('transaction_id')}
          />
          <TextField
            id={`${id}-last4`}
            label={t('orders.trackPhoneLast4')}
            requiredMark
            error={errors.phone_last4?.message}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            {...register('phone_last4')}
          />
        </div>
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            {failure}
          </p>
        ) : null}
        <Button type="submit" className="w-full sm:w-auto" disabled={lookup.isPending}>
          <Search aria-hidden="true" className="size-4" />
          {lookup.isPending ? t('orders.trackSearching') : t('orders.trackSubmit')}
        </Button>
      </form>
      {lookup.data && !lookup.isPending ? <TrackedOrderView order={lookup.data} /> : null}
    </div>
  );
}
