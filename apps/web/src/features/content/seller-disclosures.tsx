import { useQuery } from '@tanstack/react-query';
import { shopInfoQuery } from './shop-info';

/**
 * The seller's identity as Nepal's Electronic Commerce Act 2081 expects an online shop to show
 * it: business name, registration and PAN/VAT numbers, address, contact and grievance officer.
 */
export function SellerDisclosures({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const shop = useQuery(shopInfoQuery());
  const Heading = `h${headingLevel}` as const;
  const rows: Array<[label: string, value: string]> = shop.data
    ? [
        ['Business name', shop.data.legal_name],
        ['Trading as', shop.data.name],
        ['Company registration no.', shop.data.registration_no],
        ['PAN/VAT no.', shop.data.pan],
        ['Registered address', shop.data.address],
        ['E-mail', shop.data.email],
        ['Phone', shop.data.phone],
        ['Grievance officer', shop.data.grievance_officer],
      ]
    : [];
  return (
    <section aria-labelledby="seller-details" className="rounded-2xl border border-slate-200 bg-white p-6">
      <Heading id="seller-details" className="text-lg font-semibold text-ink">
        Seller details
      </Heading>
      <p className="mt-1 text-sm text-slate-600">Who you are buying from, as required for online shops in Nepal.</p>
      {shop.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Seller details could not be loaded.{' '}
          <button type="button" onClick={() => void shop.refetch()} className="font-medium underline">
            Try again
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
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">
                {label === 'E-mail' ? (
                  <a className="text-brand-700 hover:underline" href={`mailto:${value}`}>
                    {value}
                  </a>
                ) : label === 'Phone' ? (
                  <a className="text-brand-700 hover:underline" href={`tel:${value.replace(/\s/g, '')}`}>
                    {value}
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
