import { zodResolver } from '@hookform/resolvers/zod';
import { serialRefusal, unitSerialRequestSchema, type StaffOrderUnits } from '@pasal/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '../../api/http';
import { Button } from '../../components/ui/button';
import { useOrderUnits, useRecordSerial, useRemoveSerial } from './api';
import { CameraScanButton } from './camera-scan';

// The staff order page's Units card (issue #33): each unit's serial number or IMEI of a serialised
// line, recorded at packing — typed, scanned by a USB scanner (which types and presses Enter: one
// unit per Enter) or by the phone's camera. The order cannot ship until every unit has one.

type Line = StaffOrderUnits['lines'][number];

/**
 * A unit's serial as the form checks it: the contract's words for a serial the server would refuse
 * (a bad IMEI check digit, a bad format) come first, then the request's own limits. The serial is
 * sent as typed: the server normalises it.
 */
const serialFormSchema = z.object({
  serial: z
    .string()
    .superRefine((raw, context) => {
      const refusal = serialRefusal(raw);
      if (refusal) context.addIssue({ code: 'custom', message: refusal });
    })
    .pipe(unitSerialRequestSchema.shape.serial),
});
type SerialForm = z.output<typeof serialFormSchema>;

function LineUnits({ line, transactionId, editable }: { line: Line; transactionId: string; editable: boolean }) {
  const inputId = useId();
  const errorId = useId();
  const record = useRecordSerial(transactionId);
  const remove = useRemoveSerial(transactionId);
  const full = line.units.length >= line.quantity;
  // No field takes the focus (a scanner keeps typing into this one) and a message stays, while the
  // serial is corrected, until the next Enter, as before react-hook-form.
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<z.input<typeof serialFormSchema>, unknown, SerialForm>({
    resolver: zodResolver(serialFormSchema),
    defaultValues: { serial: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const error = errors.serial?.message;

  const send = ({ serial }: SerialForm) =>
    record.mutate(
      { line_id: line.line_id, serial },
      {
        onSuccess: () => setValue('serial', ''),
        onError: (failure) =>
          setError('serial', {
            type: 'server',
            message: failure instanceof ApiError ? failure.message : 'The serial was not saved',
          }),
      },
    );
  const submit = handleSubmit(send);
  // A camera's scan is checked by the same schema but does not take the typed serial's place.
  const scanned = (raw: string) => {
    const parsed = serialFormSchema.safeParse({ serial: raw });
    if (!parsed.success) {
      setError('serial', { type: 'validate', message: parsed.error.issues[0]?.message });
      return;
    }
    clearErrors('serial');
    send(parsed.data);
  };

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-ink">{line.description}</span>
        <span className={full ? 'text-sm text-emerald-800' : 'text-sm text-amber-800'}>
          {line.units.length} of {line.quantity} recorded
        </span>
      </div>
      {line.units.length > 0 ? (
        <ul aria-label={`Serial numbers of ${line.description}`} className="mt-1 space-y-1">
          {line.units.map((unit) => (
            <li key={unit.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="font-mono break-all">{unit.serial}</span>
              {editable ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove serial ${unit.serial}`}
                  loading={remove.isPending && remove.variables === unit.id}
                  onClick={() =>
                    remove.mutate(unit.id, {
                      onError: (failure) =>
                        toast.error(failure instanceof ApiError ? failure.message : 'The serial was not removed'),
                    })
                  }
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {editable && !full ? (
        <form
          onSubmit={(event) => {
            // An empty field (an Enter too many from a scanner) is no try: nothing is checked or sent.
            if (getValues('serial').trim()) void submit(event);
            else event.preventDefault();
          }}
          className="mt-2"
          aria-label={`Serial number for ${line.description}`}
        >
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Serial number or IMEI (unit {line.units.length + 1} of {line.quantity})
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id={inputId}
              {...register('serial')}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 font-mono text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
            />
            <Button type="submit" size="sm" loading={record.isPending} loadingText="Saving…">
              Add
            </Button>
            <CameraScanButton label={`Scan the serial of ${line.description} with the camera`} onScanned={scanned} />
          </div>
          {error ? (
            <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </li>
  );
}

/** Shown when the order has a serialised line; nothing otherwise. */
export function UnitsCard({ transactionId }: { transactionId: string }) {
  const headingId = useId();
  const { data } = useOrderUnits(transactionId);
  const lines = data?.lines.filter((line) => line.serialised) ?? [];
  if (!data || lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        Units
      </h2>
      <p className="text-sm text-slate-600">
        {data.missing > 0
          ? `Record each unit's serial number or IMEI before shipping: ${data.missing} still to go. A USB scanner adds one per scan.`
          : 'Every unit has its serial number; the bill and the packing slip list them.'}
      </p>
      <ul className="divide-y divide-slate-200">
        {lines.map((line) => (
          <LineUnits key={line.line_id} line={line} transactionId={transactionId} editable={data.editable} />
        ))}
      </ul>
    </section>
  );
}
