import { formatBsAd } from '../../components/format-date';
import { t } from '../../i18n';
import { useCustomerOrderUnits } from './api';

// The buyer's units on their order page (issue #33): each serial number or IMEI recorded at
// packing, and when its warranty ends (counted from the delivery). Nothing when none were recorded.

export function MyOrderUnits({ transactionId }: { transactionId: string }) {
  const { data } = useCustomerOrderUnits(transactionId);
  if (!data || data.units.length === 0) return null;
  return (
    <div className="sm:col-span-2">
      <h3 className="font-medium text-slate-800">{t('orders.unitsLabel')}</h3>
      <ul aria-label={t('orders.unitsLabel')} className="mt-1 space-y-1">
        {data.units.map((unit) => (
          <li key={`${unit.line_id}:${unit.serial}`} className="flex flex-wrap justify-between gap-x-3 text-slate-700">
            <span className="min-w-0">
              {unit.product_name} · <span className="font-mono break-all">{unit.serial}</span>
            </span>
            <span>
              {unit.warranty_ends
                ? t('orders.unitWarrantyUntil', { date: formatBsAd(unit.warranty_ends) })
                : t('orders.unitWarrantyPending')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
