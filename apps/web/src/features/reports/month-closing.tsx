import { zodResolver } from '@hookform/resolvers/zod';
import {
  BS_MONTH_NAMES_EN,
  daysInBsMonth,
  formatBsAdDay,
  formatRs,
  REGISTER_MONTH_PATHS,
  REOPEN_REASON_MIN,
  reopenMonthRequestSchema,
  totalsDiffer,
  type MonthEvent,
  type MonthTotals,
  type ReopenMonthRequest,
  type RegisterMonth,
  type RegisterMonthResponse,
  type SalesRegister,
} from '@pasal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Lock, LockOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { staffFailureMessage } from '../../api/failure-message';
import { ApiError, apiRequest } from '../../api/http';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog, DialogClose } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/field';
import { accountsKeys, registerMonthPath, registerMonthQuery } from './api';

// Closing a BS month of the books (issue #34; docs/rules/nepal.md#closing-a-month): shown under a
// register whose period is one whole BS month. An ended month can be closed (its totals are
// recorded); a closed one reopened with a written reason. The month's history lists every close
// (with its totals) and every reopening (with its reason); when a close's totals differ from the
// close before it, both are shown.

/** The BS month a period is, when it is exactly one whole month; else null. */
export function singleMonthOf(period: SalesRegister['period']): { year: number; month: number } | null {
  const from = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(period.from_bs);
  const to = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(period.to_bs);
  if (!from || !to || from[1] !== to[1] || from[2] !== to[2] || from[3] !== '01') return null;
  const year = Number(from[1]);
  const month = Number(from[2]);
  try {
    return Number(to[3]) === daysInBsMonth(year, month) ? { year, month } : null;
  } catch {
    return null;
  }
}

function useRegisterMonth(year: number, month: number, enabled: boolean) {
  return useQuery({ ...registerMonthQuery(year, month), enabled });
}

function useMonthChange(year: number, month: number, action: 'close' | 'reopen') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: { reason: string }) =>
      apiRequest<RegisterMonthResponse>(registerMonthPath(REGISTER_MONTH_PATHS[action], year, month), {
        method: 'POST',
        ...(body ? { body } : {}),
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountsKeys.month(year, month), answer);
      // The books show "Closed on … by …" for a closed month.
      void queryClient.invalidateQueries({ queryKey: accountsKeys.register() });
      void queryClient.invalidateQueries({ queryKey: accountsKeys.returns() });
    },
  });
}

function TotalsLine({ totals }: { totals: MonthTotals }) {
  const bills = totals.bills === 1 ? '1 bill' : `${totals.bills} bills`;
  const notes = totals.credit_notes === 1 ? '1 credit note' : `${totals.credit_notes} credit notes`;
  return (
    <span>
      {bills}: taxable {formatRs(totals.taxable)}, VAT {formatRs(totals.vat)}, total {formatRs(totals.bill_total)};{' '}
      {notes}: {formatRs(totals.returns_total)} (VAT {formatRs(totals.returns_vat)})
    </span>
  );
}

function History({ events }: { events: MonthEvent[] }) {
  if (events.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">History</h4>
      <ol className="mt-2 space-y-2 text-sm text-slate-800">
        {events.map((event, index) => (
          <li key={index} className="rounded-xl border border-slate-200 bg-white px-3 py-2">
            <p className="font-medium">
              {event.action === 'close' ? 'Closed' : 'Reopened'} on {formatBsAdDay(event.at)} by {event.by}
            </p>
            {event.totals ? (
              <p className="text-slate-700">
                <TotalsLine totals={event.totals} />
              </p>
            ) : null}
            {event.reason ? <p className="text-slate-700">Reason: “{event.reason}”</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The latest close's totals and, when they differ, the previous close's. */
function ChangedTotals({ events }: { events: MonthEvent[] }) {
  const closes = events.filter((event) => event.totals !== null);
  const latest = closes.at(-1)?.totals;
  const previous = closes.at(-2)?.totals;
  if (!latest || !previous || !totalsDiffer(latest, previous)) return null;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="font-semibold">The totals changed since the previous close</p>
      <p>
        Now: <TotalsLine totals={latest} />
      </p>
      <p>
        At the previous close: <TotalsLine totals={previous} />
      </p>
    </div>
  );
}

function ReopenDialog({ month }: { month: RegisterMonth }) {
  const [open, setOpen] = useState(false);
  const reopen = useMonthChange(month.year, month.month, 'reopen');
  const formId = useId();
  // No field takes the focus (the reason has it from the start) and a message stays until the
  // reason is edited or the next try, as before react-hook-form.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<z.input<typeof reopenMonthRequestSchema>, unknown, ReopenMonthRequest>({
    resolver: zodResolver(reopenMonthRequestSchema),
    defaultValues: { reason: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit((request) =>
    reopen.mutate(request, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? 'Month reopened');
        setOpen(false);
      },
      onError: (failure) => {
        const field = failure instanceof ApiError && failure.status < 500 ? failure.body.errors?.reason : undefined;
        if (field) setError('reason', { type: 'server', message: field });
        else toast.error(staffFailureMessage(failure));
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (reopen.isPending) return;
        if (next) reset({ reason: '' });
        setOpen(next);
      }}
      size="md"
      title={`Reopen ${month.label}`}
      description="Bills and credit notes dated in the month can then be issued again. The reason is kept with your name in the month's history; close the month again when the change is made."
      trigger={
        <Button variant="secondary" icon={<LockOpen aria-hidden="true" className="size-4" />}>
          Reopen month
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={reopen.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={reopen.isPending} loadingText="Reopening...">
            Reopen month
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Textarea
          label="Reason"
          hint={`At least ${REOPEN_REASON_MIN} characters: what must change in the month, and why.`}
          autoFocus
          error={errors.reason?.message}
          {...register('reason', { onChange: () => clearErrors('reason') })}
        />
      </form>
    </Dialog>
  );
}

function CloseDialog({ month }: { month: RegisterMonth }) {
  const [open, setOpen] = useState(false);
  const close = useMonthChange(month.year, month.month, 'close');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      tone="primary"
      title={`Close ${month.label}?`}
      description={
        <>
          The month&apos;s totals are recorded with your name: <TotalsLine totals={month.totals_now} />. While it is
          closed, no bill or credit note dated in it can be issued; reopening it needs a written reason.
        </>
      }
      confirmLabel="Close month"
      pending={close.isPending}
      pendingLabel="Closing..."
      onConfirm={() =>
        close.mutate(undefined, {
          onSuccess: (answer) => {
            toast.success(answer.message ?? 'Month closed');
            setOpen(false);
          },
          onError: (failure) => {
            toast.error(staffFailureMessage(failure));
            setOpen(false);
          },
        })
      }
      trigger={<Button icon={<Lock aria-hidden="true" className="size-4" />}>Close month</Button>}
    />
  );
}

/**
 * The month's closing under a one-month book: folded until asked for (the book itself already says
 * "Closed on … by …"), then where the month stands, its close or reopen button and its history.
 */
export function MonthClosing({ year, month }: { year: number; month: number }) {
  const [shown, setShown] = useState(false);
  const answer = useRegisterMonth(year, month, shown);
  const data = answer.data?.data;
  const headingId = useId();
  const panelId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 print:hidden"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          Month closing: {BS_MONTH_NAMES_EN[month - 1]} {year}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={shown}
          aria-controls={panelId}
          icon={<ChevronDown aria-hidden="true" className={`size-4 transition ${shown ? 'rotate-180' : ''}`} />}
          onClick={() => setShown((now) => !now)}
        >
          Closing and history
        </Button>
      </div>
      {shown ? (
        <div id={panelId} className="space-y-3">
          {answer.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {staffFailureMessage(answer.error)}
            </p>
          ) : !data ? (
            <p role="status" className="text-sm text-slate-700">
              Loading the month...
            </p>
          ) : (
            <>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <p className="text-sm text-slate-700">
                  {data.state === 'closed' && data.closed
                    ? `Closed on ${formatBsAdDay(data.closed.at)} by ${data.closed.by}. No bill or credit note dated in this month can be issued until it is reopened with a reason.`
                    : data.state === 'open'
                      ? 'Open. Close the month once its books are final: its totals are recorded, and nothing dated in it can be issued until it is reopened with a reason.'
                      : 'This month has not ended yet; it can be closed once it has.'}
                </p>
                <div className="shrink-0">
                  {data.state === 'open' ? <CloseDialog month={data} /> : null}
                  {data.state === 'closed' ? <ReopenDialog month={data} /> : null}
                </div>
              </div>
              <ChangedTotals events={data.history} />
              <History events={data.history} />
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
