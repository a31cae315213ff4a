import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import type { StaffOrdersFilter } from '../features/admin/api';
import { filterFromParams, paramsFor } from '../features/admin/filters';
import { StaffOnlyNotice } from '../features/admin/staff-only';
import { StaffOrderDetail } from '../features/admin/staff-order-detail';
import { StaffOrdersList } from '../features/admin/staff-orders-list';
import { useSession } from '../features/auth/session-store';

/**
 * /staff/orders: the shop's order desk. The list's filters and page, and the open order
 * (?order=PSL-…), live in the query string. Signed-out visitors sign in and come back; customers
 * are told the page is for staff (the server refuses them too).
 */
export function Component() {
  const loggedIn = useSession((state) => state.loggedIn);
  const role = useSession((state) => state.user?.role);
  const location = useLocation();
  const [params, setParams] = useSearchParams();

  if (!loggedIn) {
    return <Navigate to="/login" replace state={{ redirect: `${location.pathname}${location.search}` }} />;
  }

  const filter = filterFromParams(params);
  const open = params.get('order');
  const onChange = (next: StaffOrdersFilter) => setParams(paramsFor(next));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PageMeta title="Orders (staff) | Pasal" description="The shop's orders." noIndex />
      {role !== 'staff' ? (
        <StaffOnlyNotice />
      ) : open ? (
        <StaffOrderDetail key={open} transactionId={open} backTo={`?${paramsFor(filter).toString()}`} />
      ) : (
        <>
          <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Orders</h1>
          <StaffOrdersList filter={filter} onChange={onChange} />
        </>
      )}
    </div>
  );
}
