import { zodResolver } from '@hookform/resolvers/zod';
import {
  COURIER_NAME_MAX_LENGTH,
  COURIERS,
  shipmentSchema,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_URL_MAX_LENGTH,
  type CourierValue,
  type StaffOrder,
} from '@pasal/contract';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Select, TextField } from '../../components/ui/field';
import { MOVE_LABELS } from './filters';

// "Mark as Shipped" asks how the parcel travels: the courier (Nepal's common ones, or another by
// name) and its tracking number, and optionally the courier's tracking page. The contract's
// schema checks it here and again on the server, with the same messages.

type FieldName = 'courier' | 'courier_name' | 'tracking_number' | 'tracking_url';

const FIELD_ORDER: readonly FieldName[] = ['courier', 'courier_name', 'tracking_number', 'tracking_url'];
const isFieldName = (field: string): field is FieldName => (FIELD_ORDER as readonly string[]).includes(field);

const buttonBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700';
const primary = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;

export interface ShipmentFields {
  courier: CourierValue;
  courier_name?: string;
  tracking_number: string;
  tracking_url?: string;
}

/** What the form holds while it is filled in: strings, checked on submit. */
type FormValues = Partial<Record<FieldName, string>>;
type Shipment = z.output<typeof shipmentSchema>;

export function ShipButton({
  order,
  busy,
  onShip,
  focusOnClose,
}: {
  order: StaffOrder;
  busy: boolean;
  /** Sends the move; `onRefused` gets a failure first and returns true when it showed it. */
  onShip(shipment: ShipmentFields, close: () => void, onRefused: (error: unknown) => boolean): void;
  focusOnClose?(): HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  const ids = { courier: useId(), courier_name: useId(), tracking_number: useId(), tracking_url: useId() };
  // Field order, not the order the fields were registered in (the courier's name comes and goes),
  // decides which error takes the focus; an error goes as its field is edited, and comes back
  // only with the next submit.
  const { register, handleSubmit, watch, setError, clearErrors, setFocus, formState } = useForm<
    FormValues,
    unknown,
    Shipment
  >({
    // The form holds strings (no courier chosen yet is ''), which the schema refuses with its messages.
    resolver: zodResolver(shipmentSchema) as unknown as Resolver<FormValues, unknown, Shipment>,
    defaultValues: {},
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const courierChoice = watch('courier');

  const focusFirstError = (found: FieldErrors<FormValues>) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) setFocus(first);
  };

  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit((shipment) => {
    const { courier, courier_name: courierName, tracking_number: trackingNumber, tracking_url: trackingUrl } = shipment;
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
        const found: FieldErrors<FormValues> = {};
        for (const [name, message] of Object.entries(error.body.errors)) {
          if (!isFieldName(name) || found[name]) continue;
          found[name] = { type: 'server', message: String(message) };
          setError(name, found[name]);
        }
        if (Object.keys(found).length === 0) return false;
        focusFirstError(found);
        return true;
      },
    );
  }, focusFirstError);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) clearErrors();
      }}
      size="sm"
      focusOnClose={focusOnClose}
      title={`Ship order ${order.transaction_id}`}
      description={`${order.first_name} is e-mailed the courier and the tracking number, and sees them on their order page.`}
      trigger={
        <button type="button" className={primary} disabled={busy}>
          {MOVE_LABELS.Shipped}
        </button>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Select
          id={ids.courier}
          label="Courier"
          requiredMark
          error={errors.courier?.message}
          placeholder="Choose the courier"
          options={COURIERS}
          {...field('courier')}
        />
        {courierChoice === 'other' ? (
          <TextField
            id={ids.courier_name}
            label="Courier's name"
            requiredMark
            error={errors.courier_name?.message}
            maxLength={COURIER_NAME_MAX_LENGTH}
            {...field('courier_name')}
          />
        ) : null}
        <TextField
          id={ids.tracking_number}
          label="Tracking number"
          requiredMark
          error={errors.tracking_number?.message}
          maxLength={TRACKING_NUMBER_MAX_LENGTH}
          autoComplete="off"
          {...field('tracking_number')}
          className="[&_input]:font-mono"
        />
        <TextField
          id={ids.tracking_url}
          label="Tracking link"
          optional
          hint="The courier's page for this parcel, starting with https://"
          error={errors.tracking_url?.message}
          type="url"
          inputMode="url"
          maxLength={TRACKING_URL_MAX_LENGTH}
          placeholder="https://"
          {...field('tracking_url')}
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
