import {
  COURIER_NAME_MAX_LENGTH,
  COURIERS,
  shipmentSchema,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_URL_MAX_LENGTH,
  type CourierValue,
  type StaffOrder,
} from '@pasal/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Select, TextField } from '../../components/ui/field';
import { MOVE_LABELS } from './filters';

// "Mark as Shipped" asks how the parcel travels: the courier (Nepal's common ones, or another by
// name) and its tracking number, and optionally the courier's tracking page. The contract's
// schema checks it here and again on the server, with the same messages.

type FieldName = 'courier' | 'courier_name' | 'tracking_number' | 'tracking_url';
type Errors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: readonly FieldName[] = ['courier', 'courier_name', 'tracking_number', 'tracking_url'];

const buttonBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700';
const primary = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;

/** The first message per field of a failed check (the client's or the server's 400). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as FieldName;
    if (FIELD_ORDER.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

export interface ShipmentFields {
  courier: CourierValue;
  courier_name?: string;
  tracking_number: string;
  tracking_url?: string;
}

/** What the form holds while it is filled in: strings, checked on submit. */
type FormValues = Partial<Record<FieldName, string>>;

export function ShipButton({
  order,
  busy,
  onShip,
}: {
  order: StaffOrder;
  busy: boolean;
  /** Sends the move; `onRefused` gets a failure first and returns true when it showed it. */
  onShip(shipment: ShipmentFields, close: () => void, onRefused: (error: unknown) => boolean): void;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { courier: useId(), courier_name: useId(), tracking_number: useId(), tracking_url: useId() };

  const focusFirstError = (found: Errors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
  };

  const set = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shipmentSchema.safeParse(values);
    if (!parsed.success) {
      const found = errorsOf(parsed.error.issues);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    const {
      courier,
      courier_name: courierName,
      tracking_number: trackingNumber,
      tracking_url: trackingUrl,
    } = parsed.data;
    onShip(
      {
        courier,
        ...(courier === 'other' && courierName ? { courier_name: courierName } : {}),
        tracking_number: trackingNumber,
        ...(trackingUrl ? { tracking_url: trackingUrl } : {}),
      },
      () => setOpen(false),
      (error) => {
        if (!(error instanceof ApiError) || error.status !== 400 || !error.body.errors) return false;
        const found = errorsOf(
          Object.entries(error.body.errors).map(([field, message]) => ({ path: [field], message: String(message) })),
        );
        if (Object.keys(found).length === 0) return false;
        setErrors(found);
        focusFirstError(found);
        return true;
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setErrors({});
      }}
      size="sm"
      title={`Ship order ${order.transaction_id}`}
      description={`${order.first_name} is e-mailed the courier and the tracking number, and sees them on their order page.`}
      trigger={
        <button type="button" className={primary} disabled={busy}>
          {MOVE_LABELS.Shipped}
        </button>
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <Select
          id={ids.courier}
          label="Courier"
          requiredMark
          error={errors.courier}
          placeholder="Choose the courier"
          options={COURIERS}
          value={values.courier ?? ''}
          onChange={(event) => set('courier', event.target.value)}
        />
        {values.courier === 'other' ? (
          <TextField
            id={ids.courier_name}
            label="Courier's name"
            requiredMark
            error={errors.courier_name}
            value={values.courier_name ?? ''}
            maxLength={COURIER_NAME_MAX_LENGTH}
            onChange={(event) => set('courier_name', event.target.value)}
          />
        ) : null}
        <TextField
          id={ids.tracking_number}
          label="Tracking number"
          requiredMark
          error={errors.tracking_number}
          value={values.tracking_number ?? ''}
          maxLength={TRACKING_NUMBER_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => set('tracking_number', event.target.value)}
          className="[&_input]:font-mono"
        />
        <TextField
          id={ids.tracking_url}
          label="Tracking link"
          optional
          hint="The courier's page for this parcel, starting with https://"
          error={errors.tracking_url}
          type="url"
          inputMode="url"
          value={values.tracking_url ?? ''}
          maxLength={TRACKING_URL_MAX_LENGTH}
          placeholder="https://"
          onChange={(event) => set('tracking_url', event.target.value)}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={busy}>
            {MOVE_LABELS.Shipped}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
