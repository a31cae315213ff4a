import { zodResolver } from '@hookform/resolvers/zod';
import {
  DRAFT_ORDER_MESSAGES,
  draftCustomerRequestSchema,
  type DraftCustomer,
  type DraftCustomerRequest,
} from '@pasal/contract';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { fieldErrors, staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { useAddCustomer } from './api';

// "New customer" in the draft editor: someone who rings has no account yet. Staff make one with
// the four things the server asks for, and it is chosen for the draft at once. An e-mail that
// already has an account is refused (409, the server's words): staff search for it instead.

const FIELDS = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'off' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
] as const;

type Name = (typeof FIELDS)[number]['name'];
const blank: Record<Name, string> = { first_name: '', last_name: '', email: '', phone: '' };
const isName = (field: string): field is Name => FIELDS.some(({ name }) => name === field);

export function NewCustomerDialog({
  onAdded,
}: {
  onAdded(customer: DraftCustomer, names: { first_name: string; last_name: string }): void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const add = useAddCustomer();
  // No field takes the focus and an error stays until the next Add, as before react-hook-form.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Record<Name, string>, unknown, DraftCustomerRequest>({
    resolver: zodResolver(draftCustomerRequestSchema),
    defaultValues: blank,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit((customer) =>
    add.mutate(customer, {
      onSuccess: (answer) => {
        toast.success(answer.message || DRAFT_ORDER_MESSAGES.customerAdded);
        setOpen(false);
        onAdded(answer.data, customer);
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error)))
          if (isName(field)) setError(field, { type: 'server', message });
        setAlert(staffFailureMessage(error));
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          reset(blank);
          setAlert(null);
        }
      }}
      title="New customer"
      description="An account for a customer who has none; it is chosen for this draft at once."
      trigger={
        <Button variant="secondary">
          <UserPlus aria-hidden="true" className="size-4" />
          New customer
        </Button>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          // An Add with a bad field clears the alert of the last try, as the server's answer would.
          setAlert(null);
          void submit(event);
        }}
        className="space-y-4"
      >
        <FormAlert message={alert} />
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`${id}-${field.name}`}
              label={field.label}
              requiredMark
              type={field.type}
              autoComplete={field.autoComplete}
              error={errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={add.isPending} loadingText="Adding...">
            Add customer
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
