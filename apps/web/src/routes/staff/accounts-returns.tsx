import { PageMeta } from '../../components/page-meta';
import { SalesReturns } from '../../features/reports';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/accounts/returns: the sales-return book, the credit notes of a period (admins and accountants). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-screen-2xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta
        title={`Sales returns | ${shopName()}`}
        description="The sales-return book: the credit notes of a period."
        noIndex
      />
      <StaffGuard need="accounts">
        <SalesReturns />
      </StaffGuard>
    </div>
  );
}
