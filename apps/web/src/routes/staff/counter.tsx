import { PageMeta } from '../../components/page-meta';
import { CounterSaleScreen } from '../../features/counter';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/counter: the shop's till, a sale billed and handed over at once (issue #36). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Counter sale | ${shopName()}`} description="Sell at the shop's counter." noIndex />
      <StaffGuard need="staff">
        <CounterSaleScreen />
      </StaffGuard>
    </div>
  );
}
