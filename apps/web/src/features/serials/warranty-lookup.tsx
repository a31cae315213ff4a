import {
  staffWarrantyClaimPagePath,
  WARRANTY_CLAIM_STATUS_LABELS,
  type WarrantyClaimStatus,
  type WarrantyUnit,
} from '@pasal/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { OpenClaimForm } from '../warranty-claims';
import { useWarrantyLookup } from './api';
import { CameraScanButton } from './camera-scan';

// The staff warranty lookup (issue #33): a unit by its serial number or IMEI — what was sold, to
// whom, when it was delivered, when its warranty ends, the returns and warranty claims of it so
// far; a warranty claim is opened from here.

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateOf = (iso: string | null) => (iso ? day.format(new Date(iso)) : 'Not delivered yet');

function UnitFacts({ unit }: { unit: WarrantyUnit }) {
  const state = unit.released
    ? 'Returned: no longer this buyer’s'
    : unit.warranty_ends === null
      ? 'Not delivered yet'
      : unit.in_warranty
        ? 'In warranty'
        : 'Warranty ended';
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="text-base font-semibold text-ink">{unit.description}</h2>
      <p className={unit.in_warranty ? 'text-sm font-medium text-emerald-800' : 'text-sm font-medium text-slate-700'}>
        {state}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-700">Serial</dt>
        <dd className="font-mono break-all">{unit.serial}</dd>
        <dt className="text-slate-700">Buyer</dt>
        <dd className="[overflow-wrap:anywhere]">
          {unit.buyer.name} · {unit.buyer.phone} · {unit.buyer.email}
        </dd>
        <dt className="text-slate-700">Order</dt>
        <dd>
          <Link
            className="font-mono text-brand-800 underline"
            to={`/staff/orders?order=${encodeURIComponent(unit.transaction_id)}`}
          >
            {unit.transaction_id}
          </Link>{' '}
          ({unit.order_status})
        </dd>
        <dt className="text-slate-700">Sold (delivered)</dt>
        <dd>{dateOf(unit.sold_at)}</dd>
        <dt className="text-slate-700">Warranty</dt>
        <dd>
          {unit.warranty_months} months
          {unit.warranty_ends ? `, until ${day.format(new Date(unit.warranty_ends))}` : ''}
        </dd>
        <dt className="text-slate-700">Returns</dt>
        <dd>
          {unit.returns.length === 0
            ? 'None'
            : unit.returns.map((entry) => `Return ${entry.id} (${entry.reason_code}, ${entry.status})`).join('; ')}
        </dd>
        <dt className="text-slate-700">Warranty claims</dt>
        <dd>
          {unit.claims.length === 0 ? (
            'None'
          ) : (
            <ul>
              {unit.claims.map((claim) => (
                <li key={claim.id}>
                  <Link className="text-brand-800 underline" to={staffWarrantyClaimPagePath(claim.id)}>
                    Claim {claim.id}
                  </Link>{' '}
                  (received {claim.received_on},{' '}
                  {WARRANTY_CLAIM_STATUS_LABELS[claim.status as WarrantyClaimStatus].toLowerCase()})
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {/* A unit in its warranty without a claim in progress may be taken in for one (issue #33). */}
      {unit.in_warranty && unit.claims.every((claim) => claim.status === 'returned_to_customer') ? (
        <OpenClaimForm serial={unit.serial} />
      ) : null}
    </article>
  );
}

export function WarrantyLookupScreen() {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [serial, setSerial] = useState('');
  const { data, isFetching, error } = useWarrantyLookup(serial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSerial(typed.trim());
  };
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">Warranty lookup</h1>
      <form role="search" onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Serial number or IMEI
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 font-mono text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          />
          <Button type="submit">Look up</Button>
          <CameraScanButton
            label="Scan the serial with the camera"
            onScanned={(value) => {
              setTyped(value);
              setSerial(value.trim());
            }}
          />
        </div>
      </form>
      <div aria-live="polite">
        {isFetching ? <Spinner label="Looking up…" /> : null}
        {error ? <p className="text-sm text-red-700">{error.message}</p> : null}
        {data && !isFetching ? (
          data.units.length === 0 ? (
            <p className="text-sm text-slate-700">No unit sold with the serial {serial}.</p>
          ) : (
            <div className="space-y-3">
              {data.units.map((unit) => (
                <UnitFacts key={`${unit.transaction_id}:${unit.serial}`} unit={unit} />
              ))}
            </div>
          )
        ) : null}
      </div>
    </div>
  );
}
