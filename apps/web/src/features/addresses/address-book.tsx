import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatNepalAddress,
  savedAddressAsNepalAddress,
  savedAddressInputSchema,
  SAVED_ADDRESS_LIMITS,
  toDevanagariDigits,
  type SavedAddress,
  type SavedAddressInput,
} from '@pasal/contract';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog, useFocusOnNextClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { activeLocale, t } from '../../i18n';
import { fieldErrors, serverMessage } from '../../api/failure-message';
import { useSession } from '../../api/session-store';
import { localDigits } from '../../components/locale-format';
import { addressErrorText } from './address-errors';
import { useCreateAddress, useDeleteAddress, useMakeDefaultAddress, useSavedAddresses, useUpdateAddress } from './api';
import { NepalAddressFields } from './nepal-address-fields';

// The account's address book (/profile/addresses): saved delivery addresses, the default marked
// and first; add and edit in a dialog with the Nepal address picker, delete after a confirmation,
// make another one the default. The server keeps exactly one default and the limit.

const FORM_FIELDS = [
  'label',
  'full_name',
  'phone',
  'province_id',
  'district_id',
  'local_level_id',
  'ward',
  'tole',
  'landmark',
  'postal_code',
] as const;

type Editing = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;

const digits = (text: string) => (activeLocale() === 'ne' ? toDevanagariDigits(text) : text);

export function AddressBook() {
  const addresses = useSavedAddresses();
  const makeDefault = useMakeDefaultAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  // After a delete the address's own buttons are gone, so the dialog cannot give the focus back
  // to them: it goes to "Add address" instead.
  const { focusNextClose, focusOnClose } = useFocusOnNextClose();

  if (addresses.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('address.loadFailed')}
      </p>
    );
  if (!addresses.data)
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('address.loadingList')}
        </p>
        <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
          {[0, 1].map((index) => (
            <div key={index} className="h-44 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      </div>
    );

  const list = addresses.data.data;
  const full = list.length >= addresses.data.limit;

  const onMakeDefault = (address: SavedAddress) =>
    makeDefault.mutate(address.id, {
      onSuccess: () => toast.success(t('address.defaultChanged')),
      onError: (error) => toast.error(addressErrorText(serverMessage(error) ?? t('address.failed'))),
    });

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        focusNextClose(() => addButton.current);
        setDeleting(null);
        toast.success(t('address.deleted'));
      },
      onError: (error) => toast.error(addressErrorText(serverMessage(error) ?? t('address.failed'))),
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('address.bookTitle')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button
          ref={addButton}
          icon={<Plus aria-hidden="true" className="size-4" />}
          disabled={full}
          aria-describedby={full ? `${headingId}-full` : undefined}
          onClick={() => setEditing({ mode: 'add' })}
          className="sm:order-2"
        >
          {t('address.add')}
        </Button>
        {full ? (
          <p id={`${headingId}-full`} className="text-sm text-slate-700 sm:order-1">
            {t('address.limitReached', { count: digits(String(addresses.data.limit)) })}
          </p>
        ) : null}
      </div>

      {list.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
          <MapPin aria-hidden="true" className="size-8 text-slate-500" />
          <p className="mt-3 text-slate-700">{t('address.empty')}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {list.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={makeDefault.isPending}
                onEdit={() => setEditing({ mode: 'edit', address })}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() => onMakeDefault(address)}
              />
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing?.mode === 'edit' ? t('address.editTitle') : t('address.addTitle')}
        size="lg"
      >
        {editing ? (
          <AddressForm
            address={editing.mode === 'edit' ? editing.address : null}
            first={list.length === 0}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('address.deleteTitle')}
        description={
          deleting
            ? t(deleting.is_default && list.length > 1 ? 'address.deleteDefaultText' : 'address.deleteText', {
                label: deleting.label,
              })
            : ''
        }
        confirmLabel={t('address.delete')}
        cancelLabel={t('address.cancel')}
        pending={remove.isPending}
        pendingLabel={t('address.deleting')}
        onConfirm={onDelete}
        focusOnClose={focusOnClose}
      />
    </section>
  );
}

function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: SavedAddress;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(): void;
}) {
  const titleId = useId();
  const lines = formatNepalAddress(savedAddressAsNepalAddress(address), activeLocale());
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-xl border p-4 sm:p-5 ${
        address.is_default ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-base font-semibold break-words text-ink">
          {address.label}
        </h3>
        {address.is_default ? (
          <Badge tone="brand">
            <Star aria-hidden="true" className="size-3 fill-current" />
            {t('address.defaultBadge')}
          </Badge>
        ) : null}
      </div>
      <p className="mt-2 text-sm font-medium break-words text-slate-900">{address.full_name}</p>
      <p className="text-sm text-slate-700">{localDigits(address.phone)}</p>
      <address className="mt-2 text-sm break-words text-slate-700 not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button
          variant="secondary"
          size="sm"
          icon={<Pencil aria-hidden="true" className="size-4" />}
          aria-label={t('address.editNamed', { label: address.label })}
          onClick={onEdit}
        >
          {t('address.edit')}
        </Button>
        {address.is_default ? null : (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={t('address.makeDefaultNamed', { label: address.label })}
            onClick={onMakeDefault}
          >
            {t('address.makeDefault')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          aria-label={t('address.deleteNamed', { label: address.label })}
          onClick={onDelete}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          {t('address.delete')}
        </Button>
      </div>
    </article>
  );
}

function formValues(address: SavedAddress | null, name: string, phone: string): DefaultValues<SavedAddressInput> {
  if (!address)
    return { label: '', full_name: name, phone, tole: '', landmark: '', postal_code: '', is_default: false };
  return {
    label: address.label,
    full_name: address.full_name,
    phone: address.phone,
    province_id: address.province_id,
    district_id: address.district_id,
    local_level_id: address.local_level_id,
    ward: address.ward,
    tole: address.tole,
    landmark: address.landmark ?? '',
    postal_code: address.postal_code ?? '',
    is_default: address.is_default,
  };
}

function AddressForm({ address, first, onDone }: { address: SavedAddress | null; first: boolean; onDone(): void }) {
  const id = useId().replace(/:/g, '');
  const user = useSession((state) => state.user);
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const pending = create.isPending || update.isPending;
  const form = useForm<SavedAddressInput, unknown, z.output<typeof savedAddressInputSchema>>({
    resolver: zodResolver(savedAddressInputSchema),
    defaultValues: formValues(address, name, user?.phone ?? ''),
  });
  const errors = form.formState.errors;
  const error = (message: string | undefined) => (message ? addressErrorText(message) : undefined);

  const onSubmit = form.handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        toast.success(t(address ? 'address.updated' : 'address.saved'));
        onDone();
      },
      onError: (failure: unknown) => {
        const byField = fieldErrors(failure);
        let focus = true;
        for (const field of FORM_FIELDS)
          if (byField[field]) {
            form.setError(field, { message: byField[field] }, { shouldFocus: focus });
            focus = false;
          }
        if (focus) toast.error(addressErrorText(serverMessage(failure) ?? t('address.failed')));
      },
    };
    if (address) update.mutate({ id: address.id, input: values }, done);
    else create.mutate(values, done);
  });

  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-5" onSubmit={(event) => void onSubmit(event)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-label`}
            label={t('address.label')}
            hint={t('address.labelHint')}
            requiredMark
            maxLength={SAVED_ADDRESS_LIMITS.label}
            error={error(errors.label?.message)}
            {...form.register('label')}
          />
          <TextField
            id={`${id}-name`}
            label={t('address.fullName')}
            autoComplete="name"
            requiredMark
            maxLength={SAVED_ADDRESS_LIMITS.fullName}
            error={error(errors.full_name?.message)}
            {...form.register('full_name')}
          />
          <TextField
            id={`${id}-phone`}
            label={t('address.phone')}
            hint={t('address.phoneHint')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            requiredMark
            error={error(errors.phone?.message)}
            {...form.register('phone')}
          />
        </div>
        <NepalAddressFields idPrefix={id} />
        {address?.is_default || first ? null : (
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" className="size-5 accent-brand-700" {...form.register('is_default')} />
            {t('address.setDefault')}
          </label>
        )}
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            {t('address.cancel')}
          </Button>
          <Button type="submit" loading={pending} loadingText={t('address.saving')}>
            {t('address.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
