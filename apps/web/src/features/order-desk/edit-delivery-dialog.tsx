import {
  ORDER_EDIT_MESSAGES,
  ORDER_EDIT_REASON_MAX_LENGTH,
  ORDER_MESSAGES,
  orderEditAddressSchema,
  type OrderEditAddress,
  type StaffOrder,
} from '@pasal/contract';
import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { failureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Textarea, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { DeliveryPlaceFields, type DeliveryPlaceValues } from '../addresses';
import { useEditOrder, useOrderEditPreview } from './api';
import { EditTotals } from './edit-order-dialog';
import type { DeskDialogButtonProps } from './desk-dialog-button';

// "Change delivery" on the staff order page (issue #36): the customer rings to have the parcel go
// to the office instead, or to collect it. Staff pick home delivery or pickup, the Nepal address
// (the checkout's picker) and the phone, see the delivery charge the zone gives (a preview), say
// why and save; the customer is e-mailed the new address. Offered while the order may change.

const buttonBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700';
const secondary = `${buttonBase} border border-slate-300 bg-white text-ink hover:bg-slate-50`;

interface DeliveryForm extends DeliveryPlaceValues {
  phone_number: string;
  reason: string;
}

/** The form as the order has it now. */
function valuesOf(order: StaffOrder): DeliveryForm {
  const s = order.shipping;
  return {
    delivery_method: order.delivery_method,
    province_id: s.province_id ?? undefined,
    district_id: s.district_id ?? undefined,
    local_level_id: s.local_level_id ?? undefined,
    ward: s.ward ?? undefined,
    tole: s.tole,
    landmark: s.landmark,
    postal_code: s.postal_code,
    phone_number: s.phone_number,
    reason: '',
  };
}

/** The address part of the form, checked as the server will check it. */
function addressOf(values: DeliveryForm) {
  const { reason: _reason, ...address } = values;
  return orderEditAddressSchema.safeParse(address);
}

export function EditDeliveryButton({ order, afterChange, focusOnClose }: DeskDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const id = useId();
  const form = useForm<DeliveryForm>({ defaultValues: valuesOf(order) });
  const save = useEditOrder(order.transaction_id);
  const values = useWatch({ control: form.control }) as DeliveryForm;
  const parsed = addressOf(values);
  const address: OrderEditAddress | null = parsed.success ? parsed.data : null;
  const changed = form.formState.isDirty && address !== null;
  const preview = useOrderEditPreview(order.transaction_id, open && changed && address ? { lines: [], address } : null);
  const previewError =
    changed && preview.isError ? failureMessage(preview.error, ORDER_MESSAGES.somethingWentWrong) : null;
  const after = changed && !preview.isError ? preview.data?.after : undefined;

  const submit = form.handleSubmit((submitted) => {
    setAlert(null);
    const checked = addressOf(submitted);
    let invalid = false;
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        form.setError(String(issue.path[0]) as keyof DeliveryForm, { message: issue.message });
      }
      invalid = true;
    }
    const reason = submitted.reason.trim();
    if (!reason) {
      form.setError('reason', { message: ORDER_EDIT_MESSAGES.reasonRequired });
      invalid = true;
    }
    if (invalid || !checked.success) {
      const first = checked.success ? 'reason' : (String(checked.error.issues[0]?.path[0]) as keyof DeliveryForm);
      form.setFocus(first);
      return;
    }
    save.mutate(
      { lines: [], address: checked.data, reason },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setOpen(false);
          afterChange();
        },
        onError: (error) => setAlert(failureMessage(error, ORDER_MESSAGES.somethingWentWrong)),
      },
    );
  });

  return (
    <Dialog
      open={open}
      focusOnClose={focusOnClose}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          form.reset(valuesOf(order));
          setAlert(null);
        }
      }}
      size="lg"
      title="Change delivery"
      description={`Where and how the order goes, before it ships. The delivery charge and the promised days follow the zone, as at checkout, and ${order.first_name} is e-mailed the new address.`}
      trigger={
        <button type="button" className={secondary}>
          Change delivery
        </button>
      }
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <FormAlert message={alert} />
          <DeliveryPlaceFields idPrefix={`${id}-address`} />
          <TextField
            id={`${id}-phone`}
            label="Phone"
            requiredMark
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            error={form.formState.errors.phone_number?.message}
            {...form.register('phone_number')}
          />
          <EditTotals order={order} after={after} changed={changed} previewError={previewError} />
          <Textarea
            id={`${id}-reason`}
            label="Reason"
            requiredMark
            hint="Kept in the order's history and written in the customer's e-mail"
            error={form.formState.errors.reason?.message}
            rows={2}
            maxLength={ORDER_EDIT_REASON_MAX_LENGTH}
            {...form.register('reason')}
          />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty || previewError !== null}>
              Save changes
            </Button>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}
