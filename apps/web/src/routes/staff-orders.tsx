import { FilePen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { buttonClass } from '../components/ui/button';
import {
  type StaffOrdersFilter,
  filterFromParams,
  paramsFor,
  StaffOrderDetail,
  StaffOrdersList,
} from '../features/order-desk';
import { DRAFT_ORDERS_PAGE } from '../features/draft-orders';
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
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Orders</h1>
        {/* Orders taken by phone or chat are held as drafts until they are placed. */}
        <Link to={DRAFT_ORDERS_PAGE} className={buttonClass('secondary', 'sm')}>
          <FilePen aria-hidden="true" className="size-4" />
          Draft orders
        </Link>
      </div>
      <StaffOrdersList filter={filter} onChange={onChange} />
    </>
  );
}
