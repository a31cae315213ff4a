import { zodResolver } from '@hookform/resolvers/zod';
import { staffWarrantyClaimPagePath, WARRANTY_CLAIM_FAULT_MAX_LENGTH, warrantyClaimOpenSchema } from '@pasal/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { TextField, Textarea } from '../../components/ui/field';
import { staffFailureMessage } from '../../api/failure-message';
import { useOpenClaim } from './api';

// Opening a warranty claim for a unit found in the warranty lookup (issue #33): the fault as the
// customer describes it and the day the shop received the unit (today unless said otherwise). The
// claim's page opens next, to send it on to the service centre.

/** The claim as the server checks it, but for the unit's serial: that comes with the unit looked up. */
const claimFormSchema = warrantyClaimOpenSchema.omit({ serial: true });

/** An empty date is left out of the claim: the server takes today. */
const dayOrNothing = (value: unknown) => (value === '' ? undefined : value);

export function OpenClaimForm({ serial }: { serial: string }) {
  const open = useOpenClaim();
  const navigate = useNavigate();
  // No field takes the focus and an error stays until the next submit, as before react-hook-form.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof claimFormSchema>, unknown, z.output<typeof claimFormSchema>>({
    resolver: zodResolver(claimFormSchema),
    defaultValues: { fault: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const onSubmit = handleSubmit((claim) =>
    open.mutate(
      { serial, ...claim },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          void navigate(staffWarrantyClaimPagePath(answer.data.id));
        },
        onError: (failure) => toast.error(staffFailureMessage(failure)),
      },
    ),
  );
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={`Open a warranty claim for ${serial}`}
      className="mt-4 rounded-lg border border-slate-200 p-3"
      noValidate
    >
      <h3 className="font-semibold text-ink">Open a warranty claim</h3>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Textarea
          label="Fault"
          hint="As the customer describes it."
          className="sm:col-span-2"
          rows={2}
          maxLength={WARRANTY_CLAIM_FAULT_MAX_LENGTH}
          error={errors.fault?.message}
          {...register('fault')}
        />
        <TextField
          label="Received on"
          hint="Leave empty for today."
          type="date"
          optional
          error={errors.received_on?.message}
          {...register('received_on', { setValueAs: dayOrNothing })}
        />
      </div>
      <Button type="submit" className="mt-3" loading={open.isPending}>
        Open the claim
      </Button>
    </form>
  );
}
