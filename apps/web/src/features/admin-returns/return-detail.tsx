import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_GATEWAY_LABELS,
  REFUND_PAID_TO_MAX_LENGTH,
  REFUND_REFERENCE_MAX_LENGTH,
  RETURN_REASON_LABELS,
  RETURN_RESOLUTION_LABELS,
  RETURN_RESOLUTIONS,
  RETURN_STAFF_REASON_MAX_LENGTH,
  RETURNS_PATHS,
  returnCloseFormSchema,
  returnDecisionFormSchema,
  returnResolutionFormSchema,
  STOCK_DECISION_LABELS,
  STOCK_DECISIONS,
  staffReturnsPagePath,
  type ReturnCloseForm,
  type ReturnCloseFormOutput,
  type ReturnDecisionForm,
  type ReturnDecisionFormOutput,
  type ReturnLine,
  type ReturnResolutionForm,
  type ReturnResolutionFormOutput,
  type StaffReturn,
} from '@pasal/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatDateTime } from '../../components/format-date';
import { PrivatePhotos } from '../../components/private-photos';
import { staffSectionClass, StaffDetailHeader, type StaffFact } from '../../components/staff/staff-detail-header';
import { Button } from '../../components/ui/button';
import { Select, TextField, Textarea } from '../../components/ui/field';
import { staffFailureMessage } from '../../api/failure-message';
import { useCloseReturn, useDecideReturn, useReceiveReturn, useResolveLine, useStaffReturn } from './api';
import { ReturnStatusBadge } from './status-badge';

// One return on the Returns desk (issue #33): approve or refuse it (a refusal's reason is e-mailed
// to the customer), mark it received, then resolve each line: refund (with its credit note),
// replacement or repair; restock or write off.

function returnFacts(entry: StaffReturn): StaffFact[] {
  const rows: StaffFact[] = [
    ['Order', entry.transaction_id],
    ['Customer', `${entry.customer_name} (${entry.customer_email})`],
    ['Opened', `${formatDateTime(entry.created_at)}, ${entry.opened_by === 'staff' ? 'at the counter' : 'online'}`],
    ['Reason', RETURN_REASON_LABELS[entry.reason]],
    ['Note', entry.note || '—'],
    ['Payment', PAYMENT_GATEWAY_LABELS[entry.payment_gateway]],
  ];
  if (entry.decided_at)
    rows.push([entry.status === 'refused' ? 'Refused' : 'Approved', formatDateTime(entry.decided_at)]);
  if (entry.refusal_reason) rows.push([entry.status === 'closed' ? 'Why closed' : 'Why refused', entry.refusal_reason]);
  if (entry.received_at) rows.push(['Received', formatDateTime(entry.received_at)]);
  if (entry.resolved_at) rows.push(['Resolved', formatDateTime(entry.resolved_at)]);
  return rows;
}

/** The customer's photos: thumbnails, each opening the full photo. */
function Photos({ entry }: { entry: StaffReturn }) {
  return (
    <section aria-labelledby="photos" className={staffSectionClass}>
      <h2 id="photos" className="text-lg font-semibold text-ink">
        Photos from the customer
      </h2>
      <div className="mt-3">
        <PrivatePhotos
          photos={entry.photos}
          listLabel={`Photos of return ${entry.id}`}
          labelOf={(_, index) => `Photo ${index + 1} of return ${entry.id}`}
          urlOf={(photo, size) => RETURNS_PATHS.staffPhoto(entry.id, photo.id, size)}
        />
      </div>
    </section>
  );
}

function Decision({ entry }: { entry: StaffReturn }) {
  const decide = useDecideReturn(entry.id);
  // Which button was pressed is the form's decision; the message changes only on the next press,
  // and the cursor stays on the button.
  const { register, handleSubmit, setValue, formState } = useForm<
    ReturnDecisionForm,
    unknown,
    ReturnDecisionFormOutput
  >({
    resolver: zodResolver(returnDecisionFormSchema),
    defaultValues: { decision: 'approve', reason: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const decideWith = handleSubmit((decision) =>
    decide.mutate(decision, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) => toast.error(staffFailureMessage(failure)),
    }),
  );
  const send = (decision: ReturnDecisionForm['decision']) => {
    setValue('decision', decision);
    void decideWith();
  };
  return (
    <section aria-labelledby="decide" className={staffSectionClass}>
      <h2 id="decide" className="text-lg font-semibold text-ink">
        Approve or refuse
      </h2>
      <Textarea
        className="mt-3"
        label="Reason or note to the customer"
        hint="Required to refuse; added to the approval e-mail otherwise."
        rows={2}
        maxLength={RETURN_STAFF_REASON_MAX_LENGTH}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => send('approve')} loading={decide.isPending && decide.variables?.decision === 'approve'}>
          Approve
        </Button>
        <Button
          variant="danger"
          onClick={() => send('refuse')}
          loading={decide.isPending && decide.variables?.decision === 'refuse'}
        >
          Refuse
        </Button>
      </div>
    </section>
  );
}

function Receive({ entry }: { entry: StaffReturn }) {
  const receive = useReceiveReturn(entry.id);
  const close = useCloseReturn(entry.id);
  const { register, handleSubmit, formState } = useForm<ReturnCloseForm, unknown, ReturnCloseFormOutput>({
    resolver: zodResolver(returnCloseFormSchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const onClose = handleSubmit(({ reason }) =>
    close.mutate(reason, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) => toast.error(staffFailureMessage(failure)),
    }),
  );
  return (
    <section aria-labelledby="receive" className={staffSectionClass}>
      <h2 id="receive" className="text-lg font-semibold text-ink">
        Waiting for the items
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        When the parcel arrives (or the customer brings it), mark it received.
      </p>
      <Button
        className="mt-3"
        loading={receive.isPending}
        onClick={() =>
          receive.mutate(undefined, {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (failure) => toast.error(staffFailureMessage(failure)),
          })
        }
      >
        Mark received
      </Button>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">The items never came</summary>
        <Textarea
          className="mt-3"
          label="Why the return is closed"
          rows={2}
          maxLength={RETURN_STAFF_REASON_MAX_LENGTH}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <Button variant="secondary" className="mt-3" loading={close.isPending} onClick={() => void onClose()}>
          Close the return
        </Button>
      </details>
    </section>
  );
}

/**
 * Which units came back, by serial (issue #33): a checkbox per unit of the order line still sold;
 * exactly one per unit returned. Those are marked come back; the others stay the customer's.
 */
function SerialChooser({
  lineId,
  choices,
  needed,
  chosen,
  error,
  onChange,
}: {
  lineId: number;
  choices: readonly string[];
  needed: number;
  chosen: readonly string[];
  error: string | undefined;
  onChange(next: string[]): void;
}) {
  const errorId = `serials-${lineId}-error`;
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">
        Which {needed === 1 ? 'unit' : `${needed} units`} came back? Choose by serial number
      </legend>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {choices.map((serial) => (
          <li key={serial}>
            <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={chosen.includes(serial)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...chosen, serial] : chosen.filter((candidate) => candidate !== serial),
                  )
                }
              />
              <span className="font-mono break-all text-ink">{serial}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-xs text-slate-600">
        {chosen.length} of {needed} chosen. The others stay sold to the customer.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ResolveLine({ entry, line }: { entry: StaffReturn; line: ReturnLine }) {
  const resolve = useResolveLine(entry.id);
  const online = entry.payment_gateway !== 'COD';
  // One serial per unit that came back (all of those recorded, when fewer were).
  const needed = Math.min(line.quantity, line.serial_choices.length);
  // The reason's message changes only on the next try, the serials' goes as soon as they change;
  // no field takes the cursor. A reference or payee typed stays when its field is hidden, as before.
  const { register, handleSubmit, watch, setValue, clearErrors, formState } = useForm<
    ReturnResolutionForm,
    unknown,
    ReturnResolutionFormOutput
  >({
    resolver: zodResolver(returnResolutionFormSchema(needed)),
    defaultValues: {
      resolution: 'refund',
      stock: 'restock',
      reason: '',
      provider_reference: '',
      paid_to: '',
      serials: [],
    },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const resolution = watch('resolution');
  const serials = watch('serials');
  const onSubmit = handleSubmit((resolved) =>
    resolve.mutate(
      { lineId: line.id, ...resolved },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (failure) => toast.error(staffFailureMessage(failure)),
      },
    ),
  );
  const id = `line-${line.id}`;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 p-3"
      noValidate
    >
      <h3 id={id} className="font-semibold text-ink">
        {line.quantity} × {line.description}
      </h3>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Select
          label="Resolution"
          {...register('resolution')}
          options={RETURN_RESOLUTIONS.map((value) => ({ value, label: RETURN_RESOLUTION_LABELS[value] }))}
        />
        <Select
          label="Stock"
          {...register('stock')}
          options={STOCK_DECISIONS.map((value) => ({ value, label: STOCK_DECISION_LABELS[value] }))}
        />
        {resolution === 'refund' && online ? (
          <TextField
            label={`${PAYMENT_GATEWAY_LABELS[entry.payment_gateway]} refund reference`}
            hint="Refund in the provider's merchant portal first."
            maxLength={REFUND_REFERENCE_MAX_LENGTH}
            {...register('provider_reference')}
          />
        ) : null}
        {resolution === 'replacement' ? (
          <p className="text-sm text-slate-700 sm:col-span-2">
            Sends a new order of the same item to the customer's address at no charge, taking it from stock; it appears
            on the order desk to pack, ship and deliver.
          </p>
        ) : null}
        {resolution === 'refund' && !online ? (
          <TextField label="Cash paid to" optional maxLength={REFUND_PAID_TO_MAX_LENGTH} {...register('paid_to')} />
        ) : null}
        {needed > 0 ? (
          <SerialChooser
            lineId={line.id}
            choices={line.serial_choices}
            needed={needed}
            chosen={serials}
            error={errors.serials?.message}
            onChange={(next) => {
              setValue('serials', next);
              clearErrors('serials');
            }}
          />
        ) : null}
        <TextField
          label="Reason"
          hint="Kept with the line, the order history and, when restocked, the stock history."
          className="sm:col-span-2"
          error={errors.reason?.message}
          maxLength={RETURN_STAFF_REASON_MAX_LENGTH}
          {...register('reason')}
        />
      </div>
      <Button type="submit" className="mt-3" loading={resolve.isPending}>
        Resolve
      </Button>
    </form>
  );
}

function Lines({ entry }: { entry: StaffReturn }) {
  const open = entry.lines.filter((line) => !line.resolved_at);
  return (
    <section aria-labelledby="lines" className={staffSectionClass}>
      <h2 id="lines" className="text-lg font-semibold text-ink">
        Items
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 text-sm">
        {entry.lines.map((line) => (
          <li key={line.id} className="py-2">
            <span className="font-medium text-ink">
              {line.quantity} × {line.description}
            </span>
            {line.resolution ? (
              <span className="block text-slate-700">
                {RETURN_RESOLUTION_LABELS[line.resolution]}
                {line.stock ? `, ${line.stock === 'restock' ? 'restocked' : 'written off'}` : ''}
                {line.credit_note_number ? `, credit note ${line.credit_note_number}` : ''}
                {line.resolution_note ? `: ${line.resolution_note}` : ''}
              </span>
            ) : (
              <span className="block text-slate-600">Not resolved yet</span>
            )}
            {line.serials.length > 0 ? (
              <span className="block font-mono text-xs break-all text-slate-700">
                Came back: {line.serials.join(', ')}
              </span>
            ) : null}
            {line.replacement_order ? (
              <Link
                to={`/staff/orders?order=${encodeURIComponent(line.replacement_order)}`}
                className="mt-1 inline-block font-medium text-brand-800 underline underline-offset-2"
              >
                Replacement order {line.replacement_order}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {entry.status === 'received' && open.length > 0 ? (
        <div className="mt-4 space-y-3">
          {open.map((line) => (
            <ResolveLine key={line.id} entry={entry} line={line} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

export function ReturnDetail({ id }: { id: number }) {
  const query = useStaffReturn(id);
  const entry = query.data;
  return (
    <div className="space-y-5">
      <StaffDetailHeader
        back={{ to: staffReturnsPagePath, label: 'All returns' }}
        query={query}
        loadingText="Loading the return…"
        summary={
          entry && {
            title: `Return ${entry.id}`,
            status: <ReturnStatusBadge status={entry.status} />,
            transactionId: entry.transaction_id,
            label: 'Return',
            facts: returnFacts(entry),
          }
        }
      />
      {entry ? (
        <>
          {entry.photos.length > 0 ? <Photos entry={entry} /> : null}
          {entry.status === 'requested' ? <Decision entry={entry} /> : null}
          {entry.status === 'approved' ? <Receive entry={entry} /> : null}
          <Lines entry={entry} />
        </>
      ) : null}
    </div>
  );
}
