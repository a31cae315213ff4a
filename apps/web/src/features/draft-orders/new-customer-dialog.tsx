import { DRAFT_ORDER_MESSAGES, draftCustomerRequestSchema, type DraftCustomer } from '@pasal/contract';
import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
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

export function NewCustomerDialog({
  onAdded,
}: {
  onAdded(customer: DraftCustomer, names: { first_name: string; last_name: string }): void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const add = useAddCustomer();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = draftCustomerRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Name, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Name] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message || DRAFT_ORDER_MESSAGES.customerAdded);
        setOpen(false);
        onAdded(answer.data, parsed.data);
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        setAlert(staffFailureMessage(error));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(blank);
          setErrors({});
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
      <form noValidate onSubmit={submit} className="space-y-4">
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
              value={values[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              error={errors[field.name]}
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
