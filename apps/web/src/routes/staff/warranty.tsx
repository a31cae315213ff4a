import { PageMeta } from '../../components/page-meta';
import { WarrantyLookupScreen } from '../../features/serials';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/warranty: a unit's sale and warranty by its serial number or IMEI (issue #33). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Warranty lookup | ${shopName()}`} description="Warranty lookup by serial number." noIndex />
      <StaffGuard need="staff">
        <WarrantyLookupScreen />
      </StaffGuard>
    </div>
  );
}
