import { PageMeta } from '../../components/page-meta';
import { SalesRegister } from '../../features/reports';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/accounts: the sales register and the VAT per month (admins and accountants). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-screen-2xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta
        title={`Sales register | ${shopName()}`}
        description="The sales register and the VAT per month."
        noIndex
      />
      <StaffGuard need="accounts">
        <SalesRegister />
      </StaffGuard>
    </div>
  );
}
