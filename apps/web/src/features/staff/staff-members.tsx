import { zodResolver } from '@hookform/resolvers/zod';
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  staffGrantSchema,
  type StaffGrantRequest,
  type StaffMember,
  type StaffRole,
} from '@pasal/contract';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, sortRows, type DataTableColumn, type TableSort } from '../../components/ui/data-table';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Select, TextField } from '../../components/ui/field';
import { useSession } from '../../api/session-store';
import { useChangeRole, useGrantRole, useRemoveRole, useStaffMembers } from './api';
import { staffFailureMessage } from '../../api/failure-message';

// The Staff screen: who has a role, granting one to an existing account, changing it (staff, accountant, admin)
// and removing a role (confirmed first: it signs the person out everywhere). The server keeps the
// rules (never your own admin role, never the last admin); the screen shows its answers. On a phone
// each person is a card (name, e-mail, role, Remove) and a Sort by list stands in for the column
// headers.

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
type SortKey = 'name' | 'email' | 'role';

const COLUMN_NAMES: Readonly<Record<SortKey, string>> = { name: 'Name', email: 'E-mail', role: 'Role' };
/** The phone's Sort by choices ('' is the server's order: admins first, then by name). */
const phoneSorts = (['name', 'email', 'role'] as const).flatMap((key) =>
  (['ascending', 'descending'] as const).map((direction) => ({
    sort: { key, direction } satisfies TableSort<SortKey>,
    value: `${key}:${direction}`,
    label: `${COLUMN_NAMES[key]}, ${direction === 'ascending' ? 'A to Z' : 'Z to A'}`,
  })),
);
const sortOfChoice = (choice: string): TableSort<SortKey> | null =>
  phoneSorts.find((option) => option.value === choice)?.sort ?? null;

const fullName = (member: Pick<StaffMember, 'first_name' | 'last_name' | 'email'>) =>
  `${member.first_name} ${member.last_name}`.trim() || member.email;

export function StaffMembers() {
  const members = useStaffMembers();
  const me = useSession((state) => state.user?.id);
  const [sort, setSort] = useState<TableSort<SortKey> | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const changeRole = useChangeRole();
  const removeRole = useRemoveRole();

  const rows = members.data
    ? sortRows(members.data.data, sort, (member, key) =>
        key === 'name' ? fullName(member) : key === 'email' ? member.email : member.role,
      )
    : undefined;

  const switchRole = (member: StaffMember, role: StaffRole) =>
    changeRole.mutate(
      { userId: member.id, role },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(staffFailureMessage(error)),
      },
    );

  const confirmRemoval = () => {
    if (!removing) return;
    removeRole.mutate(removing.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(staffFailureMessage(error));
        setRemoving(null);
      },
    });
  };

  const columns: DataTableColumn<StaffMember, SortKey | 'actions'>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      rowHeader: true,
      // A phone's card shows the address under the name.
      cell: (member) => (
        <>
          {fullName(member)}
          <span className="block text-xs font-normal break-all text-slate-600 sm:hidden">{member.email}</span>
        </>
      ),
    },
    {
      key: 'email',
      header: 'E-mail',
      sortable: true,
      cell: (member) => member.email,
      hideInCard: true,
    },
    {
      key: 'role',
      header: 'Role',
      sortable: true,
      cell: (member) =>
        member.id === me ? (
          <Badge tone={member.role === 'admin' ? 'brand' : 'neutral'}>{STAFF_ROLE_LABELS[member.role]}</Badge>
        ) : (
          // Any of the three roles in one step (an accountant too, issue #34); the server signs them out.
          <select
            aria-label={`Role of ${fullName(member)}`}
            value={member.role}
            disabled={changeRole.isPending && changeRole.variables?.userId === member.id}
            onChange={(event) => switchRole(member, event.target.value as StaffRole)}
            className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2.5 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:opacity-60"
          >
            {roleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'end',
      cell: (member) =>
        member.id === me ? (
          <span className="text-sm text-slate-600">You</span>
        ) : (
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              icon={<UserMinus aria-hidden="true" className="size-4" />}
              aria-label={`Remove ${fullName(member)}'s role`}
              title={`Remove ${fullName(member)}'s role`}
              onClick={() => setRemoving(member)}
            >
              Remove
            </Button>
          </div>
        ),
    },
  ];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Staff</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          Staff handle orders, product questions, reviews and messages. Admins can also change the catalogue, prices,
          coupons and settings, and manage staff accounts. Accountants see only the accounts (the sales register and
          reports) and read and print bills and credit notes. A changed or removed role signs the person out everywhere.
        </p>
      </div>

      <GrantRoleForm />

      {members.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {staffFailureMessage(members.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void members.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <div className="space-y-3">
          {/* The column headers sort on a wide screen; a phone's cards have none. */}
          <Select
            label="Sort by"
            className="sm:hidden"
            placeholder="Admins first"
            options={phoneSorts}
            value={sort ? `${sort.key}:${sort.direction}` : ''}
            onChange={(event) => setSort(sortOfChoice(event.target.value))}
          />
          <DataTable
            caption="Staff and admins"
            columns={columns}
            rows={rows}
            rowKey={(member) => member.id}
            sort={sort}
            onSortChange={(next) => setSort(next as TableSort<SortKey>)}
            loading={members.isPending}
            empty="Nobody has a staff role yet."
            stackOnPhone
          />
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? `Remove ${fullName(removing)}'s role?` : 'Remove role?'}
        description={
          removing
            ? `${fullName(removing)} (${removing.email}) goes back to being a customer and is signed out everywhere. Their account and orders stay.`
            : ''
        }
        confirmLabel="Remove role"
        pending={removeRole.isPending}
        pendingLabel="Removing..."
        onConfirm={confirmRemoval}
      />
    </div>
  );
}

function GrantRoleForm() {
  const grantRole = useGrantRole();
  const form = useForm<StaffGrantRequest>({
    resolver: zodResolver(staffGrantSchema),
    defaultValues: { email: '', role: 'staff' },
  });
  const { errors } = form.formState;

  const onSubmit = (values: StaffGrantRequest) =>
    grantRole.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset({ email: '', role: values.role });
      },
      onError: (error) => {
        // No such account, or it already has a role: the address is what to fix.
        if (error instanceof ApiError && (error.status === 404 || error.status === 409 || error.status === 400)) {
          const field = error.body.errors?.role ? 'role' : 'email';
          form.setError(
            field,
            { message: error.body.errors?.[field] ?? staffFailureMessage(error) },
            { shouldFocus: true },
          );
        } else toast.error(staffFailureMessage(error));
      },
    });

  return (
    <section aria-labelledby="grant-role" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="grant-role" className="text-base font-semibold text-ink">
        Give someone a role
      </h2>
      <p className="mt-1 text-sm text-slate-600">They need an account on the shop first (they sign up themselves).</p>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
      >
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Select label="Role" options={roleOptions} error={errors.role?.message} {...form.register('role')} />
        <Button
          type="submit"
          loading={grantRole.isPending}
          loadingText="Granting..."
          icon={<UserPlus aria-hidden="true" className="size-4" />}
          className="sm:mt-7"
        >
          Grant role
        </Button>
      </form>
    </section>
  );
}
