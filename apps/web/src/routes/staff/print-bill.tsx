import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { BillPrintSheet } from '../../features/order-desk';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/orders/:transactionId/bill: an order's bill, printed at the desk and numbered (issue #33). */
export function Component() {
  const { transactionId = '' } = useParams();
  return (
    <>
      <PageMeta
        title={`Bill of ${transactionId} (staff) | ${shopName()}`}
        description="Print an order's bill."
        noIndex
      />
      <StaffGuard need="bills">
        <BillPrintSheet transactionId={transactionId} />
      </StaffGuard>
    </>
  );
}
