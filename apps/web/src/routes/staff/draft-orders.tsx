import { DRAFT_ORDER_STATES, type DraftOrderState } from '@pasal/contract';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { DraftOrdersList } from '../../features/draft-orders';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/orders/drafts: the order desk's draft orders; which state and page are in the query string. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const state: DraftOrderState = DRAFT_ORDER_STATES.find((value) => value === asked) ?? 'open';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const onChange = (next: { state: DraftOrderState; page: number }) => {
    const query = new URLSearchParams();
    if (next.state !== 'open') query.set('state', next.state);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Draft orders | ${shopName()}`} description="Orders taken by phone or chat." noIndex />
      <StaffGuard need="staff">
        <DraftOrdersList state={state} page={page} onChange={onChange} />
      </StaffGuard>
    </div>
  );
}
