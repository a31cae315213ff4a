import type { AdminCustomerDetail } from '@pasal/contract';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSession } from '../../api/session-store';
import { formatDateTime } from '../../components/format-date';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';

import { useEraseCustomer } from './api';
import { customerName } from './format';
import { staffFailureMessage } from '../../api/failure-message';

// Erasing a customer's account on their request (admins): their personal data goes, their orders
// stay for the tax records as "Erased customer". It cannot be undone, so it is confirmed; the
// server keeps the rules (customers only, never your own account) and the screen shows its answer.

/** The "Erase account" button and its confirmation, for an admin on another customer's page. */
export function EraseAccountAction({ customer }: { customer: AdminCustomerDetail }) {
  const me = useSession((state) => state.user);
  const erase = useEraseCustomer(customer.id);
  const [open, setOpen] = useState(false);
  if (me?.role !== 'admin' || me.id === customer.id || customer.role !== 'customer' || customer.erased) return null;
  const name = customerName(customer);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" icon={<UserX aria-hidden="true" className="size-4" />}>
          Erase account
        </Button>
      }
      title={`Erase ${name}'s account?`}
      description="Do this when the customer asks for their data to be deleted. Their name, e-mail, phone, addresses, password, cart, wishlist, subscriptions, questions and reviews are deleted and they can never sign in again. Their orders stay for the tax records, with the buyer shown as “Erased customer”. This cannot be undone."
      confirmLabel="Erase account"
      pending={erase.isPending}
      pendingLabel="Erasing..."
      onConfirm={() =>
        erase.mutate(undefined, {
          onSuccess: (answer) => {
            toast.success(answer.message);
            setOpen(false);
          },
          onError: (error) => {
            toast.error(staffFailureMessage(error));
            setOpen(false);
          },
        })
      }
    />
  );
}

/** Shown on an erased account instead of its details: when and by whom, nothing of what it held. */
export function ErasedNotice({ erased }: { erased: NonNullable<AdminCustomerDetail['erased']> }) {
  return (
    <div role="status" className="mt-4 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-900">
      <p className="font-semibold">
        Erased on request on {formatDateTime(erased.at)}
        {erased.by ? ` by ${erased.by.name}` : ''}
      </p>
      <p className="mt-1">
        The personal data is deleted and the account can never sign in again. Its orders are kept for the tax records.
      </p>
    </div>
  );
}
