import { formatNepalAddress, savedAddressAsNepalAddress } from '@pasal/contract';
import { BookUser } from 'lucide-react';
import { Link } from 'react-router';
import { linkClass } from '../../components/ui/text-link';
import { activeLocale, t } from '../../i18n';
import { useSavedAddresses } from './api';

/**
 * On the billing address page: delivery addresses now live in the address book (issue #20). Shows
 * the default delivery address when there is one and leads to /profile/addresses.
 */
export function AddressBookNotice() {
  const addresses = useSavedAddresses();
  const fallback = addresses.data?.data.find((address) => address.is_default);
  return (
    <aside className="mb-6 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <BookUser aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-2">
        <p>{t('address.billingMoved')}</p>
        {fallback ? (
          <p>
            <span className="font-semibold">{t('address.billingDefault')}: </span>
            {fallback.label} — {formatNepalAddress(savedAddressAsNepalAddress(fallback), activeLocale()).join(', ')}
          </p>
        ) : null}
        <p>
          <Link to="/profile/addresses" className={linkClass}>
            {t('address.billingGoToBook')}
          </Link>
        </p>
      </div>
    </aside>
  );
}
