import { staffWarrantyClaimPagePath, WARRANTY_CLAIM_FAULT_MAX_LENGTH } from '@pasal/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextField, Textarea } from '../../components/ui/field';
import { staffFailureMessage } from '../../api/failure-message';
import { useOpenClaim } from './api';

// Opening a warranty claim for a unit found in the warranty lookup (issue #33): the fault as the
// customer describes it and the day the shop received the unit (today unless said otherwise). The
// claim's page opens next, to send it on to the service centre.

export function OpenClaimForm({ serial }: { serial: string }) {
  const open = useOpenClaim();
  const navigate = useNavigate();
  const [fault, setFault] = useState('');
  const [receivedOn, setReceivedOn] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!fault.trim()) {
      setError('Describe the fault');
      return;
    }
    setError(undefined);
    open.mutate(
      { serial, fault: fault.trim(), ...(receivedOn ? { received_on: receivedOn } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          void navigate(staffWarrantyClaimPagePath(answer.data.id));
        },
        onError: (failure) => toast.error(staffFailureMessage(failure)),
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
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
          value={fault}
          error={error}
          onChange={(event) => setFault(event.target.value)}
        />
        <TextField
          label="Received on"
          hint="Leave empty for today."
          type="date"
          optional
          value={receivedOn}
          onChange={(event) => setReceivedOn(event.target.value)}
        />
      </div>
      <Button type="submit" className="mt-3" loading={open.isPending}>
        Open the claim
      </Button>
    </form>
  );
}
