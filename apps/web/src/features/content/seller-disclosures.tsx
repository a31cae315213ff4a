import { useQuery } from '@tanstack/react-query';
import { localText, t } from '../../i18n';
import { shopInfoQuery } from '../../api/shop-info';
import { localDigits } from '../../components/locale-format';

/**
 * The seller's identity as Nepal's Electronic Commerce Act 2081 expects an online shop to show
 * it: business name, registration and PAN/VAT numbers, address, contact and grievance officer.
 */
export function SellerDisclosures({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const shop = useQuery(shopInfoQuery());
  const Heading = `h${headingLevel}` as const;
  // The values are the shop's settings, shown as entered in either language.
  const rows: Array<[label: string, value: string, kind?: 'email' | 'phone']> = shop.data
    ? [
        [t('content.sellerBusinessName'), shop.data.legal_name],
        [t('content.sellerTradingAs'), shop.data.name],
        [t('content.sellerRegistration'), localDigits(shop.data.registration_no)],
        [t('content.sellerPan'), localDigits(shop.data.pan)],
        [t('content.sellerAddress'), localText(shop.data.address, shop.data.address_ne)],
        [t('content.sellerEmail'), shop.data.email, 'email'],
        [t('content.sellerPhone'), shop.data.phone, 'phone'],
        [t('content.sellerGrievance'), shop.data.grievance_officer],
      ]
    : [];
  return (
    <section aria-labelledby="seller-details" className="rounded-2xl border border-slate-200 bg-white p-6">
      <Heading id="seller-details" className="text-lg font-semibold text-ink">
        {t('content.sellerDetails')}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">{t('content.sellerIntro')}</p>
      {shop.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('content.sellerLoadError')}{' '}
          <button type="button" onClick={() => void shop.refetch()} className="font-medium underline">
            {t('content.sellerTryAgain')}
          </button>
        </p>
      ) : shop.isPending ? (
        <div aria-hidden="true" className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="contents">
              <div className="h-5 w-36 rounded bg-slate-100" />
              <div className="h-5 w-56 max-w-full rounded bg-slate-100" />
            </div>
          ))}
        </div>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value, kind]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">
                {kind === 'email' ? (
                  <a className="text-brand-700 hover:underline" href={`mailto:${value}`}>
                    {value}
                  </a>
                ) : kind === 'phone' ? (
                  <a className="text-brand-700 hover:underline" href={`tel:${value.replace(/\s/g, '')}`}>
                    {localDigits(value)}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
