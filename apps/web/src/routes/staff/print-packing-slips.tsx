import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { PackingSlipsSheet, slipOrdersFrom } from '../../features/order-desk';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/orders/packing-slips?orders=A,B: packing slips of the chosen orders, one a sheet (issue #33). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={`Packing slips (staff) | ${shopName()}`} description="Print packing slips." noIndex />
      <StaffGuard need="staff">
        <PackingSlipsSheet transactionIds={slipOrdersFrom(params)} />
      </StaffGuard>
    </>
  );
}
