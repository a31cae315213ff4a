import { useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import {
  type StaffOrdersFilter,
  filterFromParams,
  paramsFor,
  StaffOrderDetail,
  StaffOrdersList,
} from '../features/admin';
import { StaffGuard } from '../features/staff';
import { shopName } from '../i18n';

/**
 * /staff/orders: the shop's order desk, inside the staff area (routes/staff/layout.tsx). The
 * list's filters and page, and the open order (?order=PSL-…), live in the query string. The
 * layout already admits only staff and admins; the page guards itself too, so it is never shown
 * to anyone else wherever it is mounted.
 */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Orders (staff) | ${shopName()}`} description="The shop's orders." noIndex />
      <StaffGuard need="staff">
        <OrderDesk />
      </StaffGuard>
    </div>
  );
}

function OrderDesk() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const open = params.get('order');
  const onChange = (next: StaffOrdersFilter) => setParams(paramsFor(next));
  return open ? (
    <StaffOrderDetail key={open} transactionId={open} backTo={`?${paramsFor(filter).toString()}`} />
  ) : (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Orders</h1>
      <StaffOrdersList filter={filter} onChange={onChange} />
    </>
  );
}
