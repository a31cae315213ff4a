import { zodResolver } from '@hookform/resolvers/zod';
import {
  staffWarrantyClaimsPagePath,
  WARRANTY_CLAIM_MESSAGES,
  WARRANTY_CLAIM_PROMISE,
  WARRANTY_CLAIM_STATUS_LABELS,
  warrantyClaimStepSchema,
  type StaffWarrantyClaim,
  type WarrantyClaimOutcome,
  type WarrantyClaimStep,
} from '@pasal/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { formatDateTime, formatDeliveryDate } from '../../components/format-date';
import { staffSectionClass, StaffDetailHeader, type StaffFact } from '../../components/staff/staff-detail-header';
import { Button } from '../../components/ui/button';
import { Select, TextField, Textarea } from '../../components/ui/field';
import { staffFailureMessage } from '../../api/failure-message';
import { useStaffClaim, useStepClaim } from './api';
import { ClaimAge, ClaimStatusBadge } from './status-badge';

// One warranty claim (issue #33): its unit, customer, fault and age against the promise, the steps
// taken (who, when), and the form for the next step: send it to the service centre (name and job
// number), record the service centre's answer, or hand it back to the customer. Each step is
// e-mailed to the customer.

function claimFacts(claim: StaffWarrantyClaim): StaffFact[] {
  const rows: StaffFact[] = [
    ['Unit', `${claim.description}, serial ${claim.serial}`],
    ['Customer', `${claim.customer_name} · ${claim.customer_phone} · ${claim.customer_email}`],
    ['Fault', claim.fault],
    ['Received', formatDeliveryDate(claim.received_on, 'en')],
    ['Age', <ClaimAge key="age" ageing={claim.ageing} />],
    [
      'Promise',
      `Usually by ${formatDeliveryDate(claim.ageing.expected_by, 'en')} (${WARRANTY_CLAIM_PROMISE.expectedWorkingDays} working days), at the latest ${formatDeliveryDate(claim.ageing.due_by, 'en')} (${WARRANTY_CLAIM_PROMISE.promisedWorkingDays} working days)`,
    ],
  ];
  if (claim.service_centre)
    rows.push(['Service centre', `${claim.service_centre}, job number ${claim.job_number ?? ''}`]);
  if (claim.replacement_serial) rows.push(['New serial', claim.replacement_serial]);
  if (claim.outcome_note) rows.push(['Service centre’s note', claim.outcome_note]);
  return rows;
}

function Steps({ claim }: { claim: StaffWarrantyClaim }) {
  return (
    <section aria-labelledby="steps" className={staffSectionClass}>
      <h2 id="steps" className="text-lg font-semibold text-ink">
        Steps
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
        {claim.steps.map((step, index) => (
          <li key={index}>
            <p className="font-medium text-ink">
              {WARRANTY_CLAIM_STATUS_LABELS[step.status]}
              {step.by ? `, ${step.by}` : ''}
            </p>
            {step.note ? <p className="text-slate-700">{step.note}</p> : null}
            <time dateTime={step.at} className="text-xs text-slate-600">
              {formatDateTime(step.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function useSend(claim: StaffWarrantyClaim) {
  const move = useStepClaim(claim.id);
  const send = (step: WarrantyClaimStep) =>
    move.mutate(step, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) => toast.error(staffFailureMessage(failure)),
    });
  return { send, pending: move.isPending };
}

type StepOutput = z.output<typeof warrantyClaimStepSchema>;

interface SendToCentreValues {
  service_centre: string;
  job_number: string;
  note: string;
}

/** The step to the service centre as the server checks it, the form's fields being all but its `to`. */
const sendToCentreSchema = z.preprocess(
  (values: SendToCentreValues) => ({ to: 'at_service_centre', ...values }),
  warrantyClaimStepSchema,
);

function SendToCentre({ claim }: { claim: StaffWarrantyClaim }) {
  const { send, pending } = useSend(claim);
  // No field takes the focus and a message stays until the next submit, as before react-hook-form.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SendToCentreValues, unknown, StepOutput>({
    resolver: zodResolver(sendToCentreSchema),
    defaultValues: { service_centre: '', job_number: '', note: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const onSubmit = handleSubmit(send);
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="to-centre"
      className={staffSectionClass}
      noValidate
    >
      <h2 id="to-centre" className="text-lg font-semibold text-ink">
        Send to the service centre
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label="Service centre"
          maxLength={200}
          error={errors.service_centre?.message}
          {...register('service_centre')}
        />
        <TextField label="Job number" maxLength={200} error={errors.job_number?.message} {...register('job_number')} />
        <TextField label="Note" optional className="sm:col-span-2" maxLength={500} {...register('note')} />
      </div>
      <Button type="submit" className="mt-3" loading={pending}>
        Mark sent
      </Button>
    </form>
  );
}

const OUTCOME_LABELS: Readonly<Record<WarrantyClaimOutcome, string>> = {
  repaired: 'Repaired',
  replaced: 'Replaced with a new unit',
  refused: 'Refused by the service centre',
};

/** The form's own words for a refusal without its reason: the contract's, and why it matters. */
const REFUSAL_REASON_REQUIRED = `${WARRANTY_CLAIM_MESSAGES.noteRequired}: the customer is e-mailed it`;

interface OutcomeValues {
  to: WarrantyClaimOutcome;
  note: string;
  replacement_serial: string;
}

/**
 * The service centre's answer as the server checks it (a new serial goes only with a replacement),
 * a refusal's missing reason said in the form's words.
 */
const outcomeSchema = z
  .custom<OutcomeValues>()
  .superRefine(({ to, note }, context) => {
    if (to === 'refused' && !note.trim())
      context.addIssue({ code: 'custom', path: ['note'], message: REFUSAL_REASON_REQUIRED });
  })
  .transform(({ to, note, replacement_serial }): WarrantyClaimStep =>
    to === 'replaced' ? { to, note, replacement_serial } : { to, note },
  )
  .pipe(warrantyClaimStepSchema);

function Outcome({ claim }: { claim: StaffWarrantyClaim }) {
  const { send, pending } = useSend(claim);
  // No field takes the focus and a message stays until the next submit, as before react-hook-form.
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<OutcomeValues, unknown, StepOutput>({
    resolver: zodResolver(outcomeSchema),
    defaultValues: { to: 'repaired', note: '', replacement_serial: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const outcome = watch('to');
  const onSubmit = handleSubmit(send);
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-labelledby="outcome" className={staffSectionClass} noValidate>
      <h2 id="outcome" className="text-lg font-semibold text-ink">
        Back from the service centre
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Select
          label="Outcome"
          {...register('to')}
          options={claim.next
            .filter((value): value is WarrantyClaimOutcome => value in OUTCOME_LABELS)
            .map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
        />
        {outcome === 'replaced' ? (
          <TextField
            label="New unit’s serial or IMEI"
            optional
            maxLength={40}
            error={errors.replacement_serial?.message}
            {...register('replacement_serial')}
          />
        ) : null}
        <Textarea
          label={outcome === 'refused' ? 'Why it was refused' : 'Note'}
          hint="E-mailed to the customer."
          className="sm:col-span-2"
          rows={2}
          maxLength={500}
          error={errors.note?.message}
          {...register('note')}
        />
      </div>
      <Button type="submit" className="mt-3" loading={pending}>
        Record the outcome
      </Button>
    </form>
  );
}

function ReturnToCustomer({ claim }: { claim: StaffWarrantyClaim }) {
  const { send, pending } = useSend(claim);
  return (
    <section aria-labelledby="hand-back" className={staffSectionClass}>
      <h2 id="hand-back" className="text-lg font-semibold text-ink">
        Return to the customer
      </h2>
      <p className="mt-1 text-sm text-slate-700">When the customer has the unit back, the claim is complete.</p>
      <Button className="mt-3" loading={pending} onClick={() => send({ to: 'returned_to_customer', note: '' })}>
        Mark returned to the customer
      </Button>
    </section>
  );
}

export function ClaimDetail({ id }: { id: number }) {
  const query = useStaffClaim(id);
  const claim = query.data;
  return (
    <div className="space-y-5">
      <StaffDetailHeader
        back={{ to: staffWarrantyClaimsPagePath, label: 'All warranty claims' }}
        query={query}
        loadingText="Loading the claim…"
        summary={
          claim && {
            title: `Warranty claim ${claim.id}`,
            status: <ClaimStatusBadge status={claim.status} />,
            transactionId: claim.transaction_id,
            label: 'Claim',
            facts: claimFacts(claim),
          }
        }
      />
      {claim ? (
        <>
          {claim.status === 'received' ? <SendToCentre claim={claim} /> : null}
          {claim.status === 'at_service_centre' ? <Outcome claim={claim} /> : null}
          {claim.next.includes('returned_to_customer') ? <ReturnToCustomer claim={claim} /> : null}
          <Steps claim={claim} />
        </>
      ) : null}
    </div>
  );
}
