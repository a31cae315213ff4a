import {
  formatRs,
  type Dashboard as DashboardData,
  type DashboardPeriod,
  type SalesPeriod,
  type WaitingStep,
} from '@pasal/contract';
import { ArrowRight, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../api/failure-message';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useSession } from '../../api/session-store';
import { SetupChecklistCard } from '../setup';
import { useDashboard } from './api';
import SalesChart from './sales-chart';
import { SalesTable } from './sales-table';

// /staff: how the shop is doing and what is waiting for someone. Every count that stands for a
// list links to that list (the order desk with its filter, products, questions, messages). The
// chart (recharts) is imported statically: this module is reached only through the lazy /staff
// route, so shoppers never download it, and a second lazy boundary here would move Vite's preload
// helper out of the entry into a chunk of its own that every shopper's first page then preloads.

const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: 'Today',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
};

const WAITING_LABELS: Record<WaitingStep, { title: string; hint: string }> = {
  process: { title: 'To process', hint: 'Pending: cash on delivery or paid' },
  ship: { title: 'To ship', hint: 'Processing: ship, or make ready for pickup' },
  deliver: { title: 'To deliver', hint: 'Shipped, with the courier' },
  collect: { title: 'To hand over', hint: 'Ready for pickup at the shop' },
  refund: { title: 'To refund', hint: 'Cancelled, money still taken' },
};

const count = (n: number) => n.toLocaleString('en-IN');
const orders = (n: number) => (n === 1 ? '1 order' : `${count(n)} orders`);

/** "Tuesday 10 March 2026" for a shop date (YYYY-MM-DD). */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "17:45" in Nepal for an instant. */
function nepalTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const smallLink =
  'inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:min-h-0';

function PeriodCard({ period, figures }: { period: DashboardPeriod; figures: SalesPeriod }) {
  const id = `period-${period}`;
  const rows: { label: string; figure: SalesPeriod['paid_online'] }[] = [
    { label: 'Paid online', figure: figures.paid_online },
    { label: 'COD delivered', figure: figures.cod_delivered },
    { label: 'COD outstanding', figure: figures.cod_outstanding },
  ];
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-sm font-semibold text-slate-700">
        {PERIOD_LABELS[period]}
      </h2>
      <p className="mt-1 text-2xl font-bold tracking-tight text-ink">{formatRs(figures.revenue)}</p>
      <p className="text-sm text-slate-700">received · {orders(figures.orders)}</p>
      <dl className="mt-3 space-y-1.5 border-t border-slate-100 pt-3 text-sm">
        {rows.map(({ label, figure }) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium text-ink tabular-nums">
              {formatRs(figure.amount)} <span className="font-normal text-slate-600">({count(figure.count)})</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Waiting({ data }: { data: DashboardData }) {
  return (
    <Section id="dashboard-waiting" title="Orders waiting">
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {data.waiting.map((step) => {
          // The desk's own query parameters (features/order-desk/filters.ts reads them). Not through its
          // paramsFor: importing that module reshuffles the shared chunks and grows every shopper's
          // first download by most of a kilobyte.
          const search = new URLSearchParams({ status: step.status });
          if (step.payment_status) search.set('payment_status', step.payment_status);
          return (
            <li key={step.step}>
              <Link
                to={{ pathname: '/staff/orders', search: `?${search.toString()}` }}
                className="flex min-h-16 items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 transition hover:border-brand-300 hover:bg-brand-50"
              >
                <span>
                  <span className="block font-semibold text-ink">
                    {WAITING_LABELS[step.step].title}: {orders(step.count)}
                  </span>{' '}
                  <span className="block text-sm text-slate-700">{WAITING_LABELS[step.step].hint}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
              </Link>
            </li>
          );
        })}
      </ul>
      {data.awaiting_payment > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {data.awaiting_payment === 1
            ? '1 more Pending order is waiting for its online payment.'
            : `${count(data.awaiting_payment)} more Pending orders are waiting for their online payment.`}
        </p>
      ) : null}
    </Section>
  );
}

function LowStock({ data, isAdmin }: { data: DashboardData['low_stock']; isAdmin: boolean }) {
  return (
    <Section
      id="dashboard-low-stock"
      title="Low stock"
      action={
        isAdmin ? (
          <Link to="/staff/products?stock=low&sort=stock_asc" className={smallLink}>
            All low-stock products
          </Link>
        ) : null
      }
    >
      <p className="mb-2 text-sm text-slate-700">
        {count(data.out)} sold out, {count(data.low)} running low (at or under their low-stock level; the shop’s is{' '}
        {data.threshold}).
      </p>
      {data.colors_sold_out > 0 ? (
        <p className="mb-2 text-sm text-slate-700">
          {data.colors_sold_out === 1
            ? '1 colour sold out on a product still in stock in others.'
            : `${count(data.colors_sold_out)} colours sold out on products still in stock in others.`}{' '}
          {isAdmin ? (
            <Link to="/staff/products?stock=out&sort=stock_asc" className={smallLink}>
              Out-of-stock products
            </Link>
          ) : null}
        </p>
      ) : null}
      {data.products.length === 0 ? (
        <p className="text-sm text-slate-700">
          Every active product has more than its low-stock level, in every colour.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.products.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              {isAdmin ? (
                <Link
                  to={`/staff/products/${product.id}`}
                  className="min-w-0 truncate font-medium text-brand-700 hover:underline"
                >
                  {product.name}
                </Link>
              ) : (
                <span className="min-w-0 truncate font-medium text-ink">{product.name}</span>
              )}
              <span className="flex shrink-0 flex-wrap justify-end gap-1">
                {product.stock === 0 ? (
                  <Badge tone="danger">Sold out</Badge>
                ) : product.stock <= product.threshold ? (
                  <Badge tone="warning">{product.stock} left</Badge>
                ) : null}
                {product.stock > 0 && product.sold_out_colors.length > 0 ? (
                  <Badge tone="danger">{product.sold_out_colors.join(', ')} sold out</Badge>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function TopSellers({ data }: { data: DashboardData['top_sellers'] }) {
  return (
    <Section id="dashboard-top-sellers" title="Top sellers, last 30 days">
      {data.length === 0 ? (
        <p className="text-sm text-slate-700">No sales in the last 30 days.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {data.map((seller, index) => (
            <li key={seller.product_id} className="flex items-center gap-3 py-2 text-sm">
              <span aria-hidden="true" className="w-5 shrink-0 text-slate-600 tabular-nums">
                {index + 1}.
              </span>{' '}
              <span className="min-w-0 flex-1 truncate font-medium text-ink">{seller.name}</span>{' '}
              <span className="shrink-0 text-right text-slate-700 tabular-nums">
                {count(seller.units)} sold · {formatRs(seller.amount)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function InboxCounts({ data }: { data: DashboardData['inbox'] }) {
  const unread = data.unread_messages;
  return (
    <Section id="dashboard-inbox" title="Customers waiting for an answer">
      <ul className="grid grid-cols-1 gap-2">
        <li>
          <Link to="/staff/questions" className={smallLink}>
            {data.unanswered_questions === 1
              ? '1 unanswered question'
              : `${count(data.unanswered_questions)} unanswered questions`}
          </Link>
        </li>
        <li>
          <Link to="/staff/messages" className={smallLink}>
            {unread === 1 ? '1 unread message' : `${count(unread)} unread messages`}
          </Link>
        </li>
      </ul>
    </Section>
  );
}

export function Dashboard() {
  const dashboard = useDashboard();
  const isAdmin = useSession((state) => state.user?.role === 'admin');

  const refresh = async () => {
    const result = await dashboard.refetch();
    if (result.isError) {
      const error = result.error;
      toast.error(failureMessage(error, 'Could not refresh the figures'));
    } else {
      toast.success('Figures updated');
    }
  };

  if (dashboard.isPending) {
    return (
      <>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Dashboard</h1>
        <p role="status" className="py-10 text-center text-sm text-slate-600">
          Loading the figures…
        </p>
      </>
    );
  }
  if (dashboard.isError) {
    return (
      <>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Dashboard</h1>
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>The figures could not be loaded. Check the connection and try again.</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refresh()}>
            Try again
          </Button>
        </div>
      </>
    );
  }

  const data = dashboard.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">Dashboard</h1>
          <p className="text-sm text-slate-700">
            {longDate(data.today)} in Nepal · figures as of {nepalTime(data.as_of)}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void refresh()} disabled={dashboard.isFetching}>
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${dashboard.isFetching ? 'motion-safe:animate-spin' : ''}`}
          />
          Refresh
        </Button>
      </div>

      {/* First run: what makes the shop the owner's own, until done or hidden (admins only). */}
      {isAdmin ? <SetupChecklistCard /> : null}

      {/* grid-cols-1 (minmax(0, 1fr)), not an auto column: a long product name must truncate, not widen the page. */}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {(['today', 'last_7_days', 'last_30_days'] as const).map((period) => (
          <PeriodCard key={period} period={period} figures={data.periods[period]} />
        ))}
      </div>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Waiting data={data} />
        <InboxCounts data={data.inbox} />
      </div>

      <Section id="dashboard-sales" title="Sales, last 30 days">
        <p className="mb-3 text-sm text-slate-700">
          Money received each day (paid online and cash on delivery delivered), with the cash on delivery still to
          collect on top, by the day the order was placed.
        </p>
        {/* The chart is a picture for sighted users; the same figures are in the table below it. */}
        <div aria-hidden="true">
          <SalesChart days={data.daily} />
        </div>
        <SalesTable days={data.daily} />
      </Section>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <LowStock data={data.low_stock} isAdmin={isAdmin} />
        <TopSellers data={data.top_sellers} />
      </div>
    </div>
  );
}
