import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { CustomerDetail } from '../../features/admin-customers';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/customers/:id: one account's orders, addresses and reviews; admins disable or enable it. */
export function Component() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Customer | ${shopName()}`} description="One of the shop's customers." noIndex />
      <StaffGuard need="staff">
        {Number.isInteger(id) && id > 0 ? (
          <CustomerDetail key={id} id={id} />
        ) : (
          <p role="alert" className="py-6 text-red-800">
            Customer not found
          </p>
        )}
      </StaffGuard>
    </div>
  );
}
