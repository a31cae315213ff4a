import { DELIVERY_METHOD_LABELS, formatRs, PAYMENT_GATEWAY_LABELS, type StaffOrder } from '@pasal/contract';
import { Fragment } from 'react';
import { useOrderUnits } from '../serials';
import { addressLinesOf } from './address-lines';

// A packing slip (issue #33): what goes into the parcel and what the courier needs, and no prices
// (the parcel may be opened by someone other than the buyer). The cash to collect is on it when
// the order is cash on delivery and still unpaid. Black on white, so it prints and photocopies.

const placed = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** What the courier (or the counter) collects: the COD amount, or nothing. */
function Collect({ order }: { order: StaffOrder }) {
  if (order.payment_gateway === 'COD' && order.payment_status === 'unpaid') {
    return (
      <p className="border-2 border-black px-3 py-2 text-lg font-bold" data-testid="cod-to-collect">
        Cash on delivery: collect <span className="whitespace-nowrap">{formatRs(order.grand_total)}</span>
      </p>
    );
  }
  const why =
    order.payment_status !== 'paid'
      ? 'not payable on delivery'
      : order.payment_gateway === 'COD'
        ? 'the cash is already collected'
        : `paid by ${PAYMENT_GATEWAY_LABELS[order.payment_gateway]}`;
  return <p className="border border-black px-3 py-2 font-semibold">Nothing to collect: {why}</p>;
}

export function PackingSlip({ order }: { order: StaffOrder }) {
  const headingId = `slip-${order.transaction_id}`;
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const units = useOrderUnits(order.transaction_id);
  const pickup = order.delivery_method === 'pickup';
  return (
    <article aria-labelledby={headingId} className="packing-slip bg-white text-black">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-black pb-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold uppercase">
            Packing slip
          </h2>
          <p className="text-sm">Placed {placed.format(new Date(order.created_on))}</p>
        </div>
        <p className="sm:text-right">
          <span className="block text-xs uppercase">Order</span>
          <span className="font-mono text-lg font-bold break-all">{order.transaction_id}</span>
        </p>
      </header>

      <div className="grid gap-4 border-b border-black py-3 sm:grid-cols-2">
        <section aria-label={pickup ? 'Store pickup' : 'Deliver to'}>
          <h3 className="text-xs font-semibold uppercase">{pickup ? 'Store pickup for' : 'Deliver to'}</h3>
          <address className="text-base leading-6 not-italic">
            <span className="font-semibold">
              {order.first_name} {order.last_name}
            </span>
            {addressLinesOf(order).map((line, index) => (
              <Fragment key={index}>
                <br />
                {line}
              </Fragment>
            ))}
            <br />
            Phone: <span className="font-semibold">{order.shipping.phone_number}</span>
          </address>
        </section>
        <section aria-label="Delivery" className="space-y-2 text-sm">
          <p>
            {DELIVERY_METHOD_LABELS[order.delivery_method]}
            {order.delivery.zone_name ? ` · ${order.delivery.zone_name}` : ''}
          </p>
          {order.tracking ? (
            <p>
              {order.tracking.courier_name}, tracking number{' '}
              <span className="font-mono font-semibold">{order.tracking.tracking_number}</span>
            </p>
          ) : null}
          <Collect order={order} />
        </section>
      </div>

      <table className="mt-3 w-full border-collapse text-sm" aria-label={`Items of order ${order.transaction_id}`}>
        <thead>
          <tr className="border-b border-black text-left">
            <th scope="col" className="w-8 py-2 pr-2">
              #
            </th>
            <th scope="col" className="py-2 pr-2">
              Item
            </th>
            <th scope="col" className="w-16 py-2 text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.product_id}:${item.color_id ?? 0}`} className="border-b border-slate-400 align-top">
              <td className="py-2 pr-2">{index + 1}</td>
              <td className="py-2 pr-2">
                <span className="font-medium">{item.product_name}</span>
                {item.color_name ? <span className="block text-xs">{item.color_name}</span> : null}
                {/* Each unit's serial, recorded at packing (issue #33); both lists are in the order's line order. */}
                {units.data?.lines[index]?.units.length ? (
                  <span className="block font-mono text-xs break-all">
                    Serial no.: {units.data.lines[index].units.map((unit) => unit.serial).join(', ')}
                  </span>
                ) : null}
              </td>
              <td className="py-2 text-right text-base font-bold tabular-nums">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="py-2 pr-2 text-right font-semibold">
              Units in the parcel
            </th>
            <td className="py-2 text-right font-bold tabular-nums">{count}</td>
          </tr>
        </tfoot>
      </table>

      {order.notes ? (
        <p className="mt-3 border border-black p-2 text-sm">
          <span className="font-semibold">Customer's note:</span> {order.notes}
        </p>
      ) : null}
    </article>
  );
}
