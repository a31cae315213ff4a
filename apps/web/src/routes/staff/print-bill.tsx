import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { BillPrintSheet } from '../../features/admin';
import { StaffGuard } from '../../features/staff';

/** /staff/orders/:transactionId/bill: an order's bill, printed at the desk and numbered (issue #33). */
export function Component() {
  const { transactionId = '' } = useParams();
  return (
    <>
      <PageMeta title={`Bill of ${transactionId} (staff) | Pasal`} description="Print an order's bill." noIndex />
      <StaffGuard need="staff">
        <BillPrintSheet transactionId={transactionId} />
      </StaffGuard>
    </>
  );
}
