import { zodResolver } from '@hookform/resolvers/zod';
import {
  brandInputSchema,
  brandUpdateSchema,
  CATALOGUE_LIMITS,
  type AdminBrand,
  type BrandInput,
} from '@pasal/contract';
import { Pencil, Tag, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { Button } from '../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { ConfirmDialog, useFocusOnNextClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { useAdminBrands, useCreateBrand, useDeleteBrand, useRenameBrand } from './api';
import { fieldErrorOf, TextEditDialog } from './shared';
import { staffFailureMessage } from '../../api/failure-message';

// The Brands screen (admins): every brand by name (the shop's brand filter lists them so), with
// how many products each has. Create one, rename it (a dialog; its address stays) and delete it
// once no product has it (the server refuses otherwise and its message is shown).

type ColumnKey = 'name' | 'products' | 'actions';

function renameProblem(value: string): string | undefined {
  const result = brandUpdateSchema.safeParse({ name: value });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function BrandsScreen() {
  const brands = useAdminBrands();
  const rename = useRenameBrand();
  const remove = useDeleteBrand();
  const [renaming, setRenaming] = useState<AdminBrand | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A deleted brand's row and Delete button are gone: the list's heading takes the focus.
  const { focusNextClose, focusOnClose } = useFocusOnNextClose();

  const saveName = (name: string, showError: (message: string) => void) => {
    if (!renaming) return;
    rename.mutate(
      { id: renaming.id, name },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setRenaming(null);
        },
        onError: (error) => {
          const onField = fieldErrorOf(error, 'name');
          if (onField) showError(onField);
          else {
            toast.error(staffFailureMessage(error));
            if (error instanceof ApiError && error.status === 404) setRenaming(null);
          }
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast.success(`${name}: ${answer.message.toLowerCase()}`);
        focusNextClose(() => headingRef.current);
        setDeleting(null);
      },
      onError: (error) => {
        // Still used by products (409): the server says how many and what to do.
        toast.error(staffFailureMessage(error));
        setDeleting(null);
      },
    });
  };

  const columns: DataTableColumn<AdminBrand, ColumnKey>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (brand) => (
        <>
          <span className="font-semibold text-ink">{brand.name}</span>
          <span className="block text-xs font-normal break-all text-slate-600">{brand.slug}</span>
        </>
      ),
    },
    {
      key: 'products',
      header: 'Products',
      align: 'end',
      cell: (brand) => brand.product_count.toLocaleString('en-IN'),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      label: 'Actions',
      align: 'end',
      cell: (brand) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRenaming(brand)}
            aria-label={`Rename ${brand.name}`}
            icon={<Pencil aria-hidden="true" className="size-4" />}
          >
            <span className="hidden sm:inline">Rename</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setDeleting(brand)}
            aria-label={`Delete ${brand.name}`}
            title={`Delete ${brand.name}`}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          />
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Brands</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          The shop’s brand filter lists brands by name. A renamed brand keeps its address, so filtered links still work.
          A brand can be deleted once no product has it.
        </p>
      </div>

      <CreateBrandForm />

      <section aria-labelledby="brand-list" className="space-y-3">
        <h2
          id="brand-list"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-ink focus:outline-none"
        >
          All brands
        </h2>
        {brands.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {staffFailureMessage(brands.error)}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void brands.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <DataTable
            caption="Brands, by name"
            captionHidden
            columns={columns}
            rows={brands.data}
            rowKey={(brand) => brand.id}
            loading={brands.isPending}
            empty="No brands yet. Add the first one above."
          />
        )}
      </section>

      {renaming ? (
        <TextEditDialog
          key={renaming.id}
          title={`Rename ${renaming.name}`}
          description="The brand keeps its address, so filtered links still work."
          label="Name"
          initial={renaming.name}
          check={renameProblem}
          submitLabel="Save name"
          pending={rename.isPending}
          onSubmit={saveName}
          onClose={() => setRenaming(null)}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete brand?'}
        description={deleting ? `${deleting.name} disappears from the shop’s brand filter. This cannot be undone.` : ''}
        confirmLabel="Delete brand"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
        focusOnClose={focusOnClose}
      />
    </div>
  );
}

function CreateBrandForm() {
  const create = useCreateBrand();
  const form = useForm<BrandInput>({
    resolver: zodResolver(brandInputSchema),
    defaultValues: { name: '', slug: '' },
  });
  const { errors } = form.formState;

  const onSubmit = (values: BrandInput) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset({ name: '', slug: '' });
      },
      onError: (error) => {
        let shown = false;
        for (const field of ['name', 'slug'] as const) {
          const message = fieldErrorOf(error, field);
          if (message) {
            form.setError(field, { message }, { shouldFocus: !shown });
            shown = true;
          }
        }
        if (!shown) toast.error(staffFailureMessage(error));
      },
    });

  return (
    <section aria-labelledby="new-brand" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="new-brand" className="text-base font-semibold text-ink">
        Add a brand
      </h2>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <TextField
          label="Name"
          autoComplete="off"
          maxLength={CATALOGUE_LIMITS.brandNameMax}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Address (slug)"
          optional
          autoComplete="off"
          spellCheck={false}
          hint="Blank: made from the name"
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <Button
          type="submit"
          loading={create.isPending}
          loadingText="Adding..."
          icon={<Tag aria-hidden="true" className="size-4" />}
          className="sm:mt-7"
        >
          Add brand
        </Button>
      </form>
    </section>
  );
}
