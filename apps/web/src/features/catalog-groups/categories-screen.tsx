import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE_LIMITS,
  categoryInputSchema,
  categoryUpdateSchema,
  type AdminCategory,
  type CategoryInput,
  type CategoryReturnWindows,
} from '@pasal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, FolderPlus, ImageIcon, Languages, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { adminCatalogueKeys } from '../../api/admin-catalog';
import { ApiError } from '../../api/http';
import { Button } from '../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { ConfirmDialog, useFocusOnNextClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { moveItem } from '../product-images';
import {
  useAdminCategories,
  useCreateCategory,
  useDeleteCategory,
  useReorderCategories,
  useUpdateCategory,
} from './api';
import { CategoryImageDialog, CategoryImagePicker } from './category-image';
import { ReturnWindowsDialog, ReturnWindowsNote } from './return-windows-dialog';
import { fieldErrorOf, isOwnImage, TextEditDialog } from './shared';
import { WITH_DEVANAGARI } from '../../components/devanagari';
import { staffFailureMessage } from '../../api/failure-message';

// The Categories screen (admins): every category in the storefront's order, with how many
// products each has. Create one, rename it or change its image (a dialog each), move it up or
// down (the new order shows at once and is saved whole with PUT; the moved category's button
// keeps the keyboard focus), and delete it once it is empty (the server refuses otherwise and its
// message is shown). The server keeps every rule; the screen checks the same contract first.

type Editing = { category: AdminCategory; what: 'name' | 'name_ne' | 'image' };

/** The Nepali name's label (issue #30), in both languages: the staff screens are in English. */
const NEPALI_NAME = 'Nepali name (नेपालीमा नाम)';
const NEPALI_NAME_HINT = 'Shown on Nepali pages; blank: they show the English name (नभए अङ्ग्रेजी नाम देखिन्छ)';

const EDIT_WORDS: Record<Editing['what'], { title: string; description: string; label: string; submit: string }> = {
  name: {
    title: 'Rename',
    description: 'The category keeps its address, so links to it still work.',
    label: 'Name',
    submit: 'Save name',
  },
  name_ne: {
    title: 'Nepali name of',
    description: 'What Nepali pages call the category. Leave it blank to show the English name there.',
    label: NEPALI_NAME,
    submit: 'Save Nepali name',
  },
  image: {
    title: 'Image of',
    description: 'The picture shown for the category on the home page and in menus.',
    label: 'Image address',
    submit: 'Save image',
  },
};
type ColumnKey = 'position' | 'name' | 'image' | 'products' | 'actions';

/** The contract's message for one field of a category change, if the value breaks its rule. */
function updateProblem(field: Editing['what'], value: string): string | undefined {
  const result = categoryUpdateSchema.safeParse({ [field]: value });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function CategoriesScreen() {
  const categories = useAdminCategories();
  const queryClient = useQueryClient();
  const reorder = useReorderCategories();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [windowsOf, setWindowsOf] = useState<AdminCategory | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const tableRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A deleted category's row and Delete button are gone: the list's heading takes the focus.
  const { focusNextClose, focusOnClose } = useFocusOnNextClose();
  const focusAfterMove = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  const list = categories.data;

  // After a move the moved category's button keeps focus (its row moved); at the top or bottom,
  // where that button is disabled, its other arrow takes it.
  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !tableRef.current) return;
    focusAfterMove.current = null;
    const row = tableRef.current.querySelector<HTMLElement>(`[data-category-id="${wanted.id}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [list]);

  const move = (category: AdminCategory, direction: 'up' | 'down') => {
    if (!list) return;
    const from = list.findIndex((item) => item.id === category.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= list.length) return;
    const next = moveItem(list, from, to);
    focusAfterMove.current = { id: category.id, direction };
    queryClient.setQueryData(adminCatalogueKeys.categories(), next);
    setAnnouncement(`${category.name} moved to position ${to + 1} of ${next.length}.`);
    reorder.mutate(
      next.map((item) => item.id),
      {
        // One toast for a run of moves, not one per step.
        onSuccess: (answer) => toast.success(answer.message, { id: 'category-order' }),
        onError: (error) => {
          toast.error(staffFailureMessage(error), { id: 'category-order' });
          void queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.categories() });
        },
      },
    );
  };

  const saveEdit = (value: string, showError: (message: string) => void) => {
    if (!editing) return;
    const { category, what } = editing;
    update.mutate(
      { id: category.id, [what]: value },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setEditing(null);
        },
        onError: (error) => {
          const onField = fieldErrorOf(error, what);
          if (onField) showError(onField);
          else if (error instanceof ApiError && error.status === 404) {
            toast.error(staffFailureMessage(error));
            setEditing(null);
          } else toast.error(staffFailureMessage(error));
        },
      },
    );
  };

  const saveWindows = (
    windows: CategoryReturnWindows,
    showErrors: (errors: Partial<Record<keyof CategoryReturnWindows, string>>) => void,
  ) => {
    if (!windowsOf) return;
    update.mutate(
      { id: windowsOf.id, ...windows },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setWindowsOf(null);
        },
        onError: (error) => {
          const days = fieldErrorOf(error, 'return_window_days');
          const warrantyDays = fieldErrorOf(error, 'warranty_return_window_days');
          if (days || warrantyDays) showErrors({ return_window_days: days, warranty_return_window_days: warrantyDays });
          else {
            toast.error(staffFailureMessage(error));
            if (error instanceof ApiError && error.status === 404) setWindowsOf(null);
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
        // Still has products (409): the server says how many and what to do.
        toast.error(staffFailureMessage(error));
        setDeleting(null);
      },
    });
  };

  const columns: DataTableColumn<AdminCategory, ColumnKey>[] = [
    {
      key: 'position',
      header: '#',
      label: 'Position',
      cell: (category) => (list ? list.findIndex((item) => item.id === category.id) + 1 : ''),
      className: 'w-10 tabular-nums',
    },
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (category) => (
        <>
          <span className="font-semibold text-ink">{category.name}</span>
          {category.name_ne ? (
            <span lang="ne" className="block text-sm font-normal text-slate-700">
              {category.name_ne}
            </span>
          ) : null}
          <span className="block text-xs font-normal break-all text-slate-600">/{category.slug}</span>
          <ReturnWindowsNote category={category} />
        </>
      ),
    },
    {
      key: 'image',
      header: 'Image',
      className: 'hidden md:table-cell',
      cell: (category) =>
        isOwnImage(category.image) ? (
          <img
            src={category.image}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-md border border-slate-200 bg-slate-50 object-contain"
          />
        ) : (
          <span className="block max-w-48 truncate text-xs text-slate-700" title={category.image}>
            {category.image}
          </span>
        ),
    },
    {
      key: 'products',
      header: 'Products',
      align: 'end',
      cell: (category) => category.product_count.toLocaleString('en-IN'),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      label: 'Actions',
      align: 'end',
      cell: (category) => {
        const index = list ? list.findIndex((item) => item.id === category.id) : -1;
        return (
          <div className="flex flex-wrap justify-end gap-1 lg:flex-nowrap" data-category-id={category.id}>
            <Button
              variant="ghost"
              size="sm"
              data-move="up"
              disabled={index <= 0}
              onClick={() => move(category, 'up')}
              aria-label={`Move ${category.name} up`}
              title={`Move ${category.name} up`}
              icon={<ArrowUp aria-hidden="true" className="size-4" />}
            />
            <Button
              variant="ghost"
              size="sm"
              data-move="down"
              disabled={!list || index === list.length - 1}
              onClick={() => move(category, 'down')}
              aria-label={`Move ${category.name} down`}
              title={`Move ${category.name} down`}
              icon={<ArrowDown aria-hidden="true" className="size-4" />}
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing({ category, what: 'name' })}
              aria-label={`Rename ${category.name}`}
              icon={<Pencil aria-hidden="true" className="size-4" />}
            >
              <span className="hidden lg:inline">Rename</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing({ category, what: 'name_ne' })}
              aria-label={`Nepali name of ${category.name}`}
              icon={<Languages aria-hidden="true" className="size-4" />}
            >
              <span className="hidden lg:inline">नेपाली</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing({ category, what: 'image' })}
              aria-label={`Change image of ${category.name}`}
              icon={<ImageIcon aria-hidden="true" className="size-4" />}
            >
              <span className="hidden lg:inline">Image</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setWindowsOf(category)}
              aria-label={`Return windows of ${category.name}`}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
            >
              <span className="hidden lg:inline">Returns</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setDeleting(category)}
              aria-label={`Delete ${category.name}`}
              title={`Delete ${category.name}`}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            />
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-6" style={WITH_DEVANAGARI}>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Categories</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          The shop’s menus list categories in this order. A renamed category keeps its address, so links to it still
          work. A category can be deleted once no product is in it.
        </p>
      </div>

      <CreateCategoryForm />

      <section aria-labelledby="category-list" className="space-y-3">
        <h2
          id="category-list"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-ink focus:outline-none"
        >
          In shop order
        </h2>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {categories.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {staffFailureMessage(categories.error)}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void categories.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <div ref={tableRef}>
            <DataTable
              caption="Categories, in shop order"
              captionHidden
              columns={columns}
              rows={list}
              rowKey={(category) => category.id}
              loading={categories.isPending}
              empty="No categories yet. Add the first one above."
            />
          </div>
        )}
      </section>

      {editing?.what === 'image' ? (
        <CategoryImageDialog
          key={`${editing.category.id}-image`}
          name={editing.category.name}
          initial={editing.category.image}
          pending={update.isPending}
          onSubmit={saveEdit}
          onClose={() => setEditing(null)}
        />
      ) : editing ? (
        <TextEditDialog
          key={`${editing.category.id}-${editing.what}`}
          title={`${EDIT_WORDS[editing.what].title} ${editing.category.name}`}
          description={EDIT_WORDS[editing.what].description}
          label={EDIT_WORDS[editing.what].label}
          hint={editing.what === 'name_ne' ? NEPALI_NAME_HINT : undefined}
          initial={editing.category[editing.what]}
          check={(value) => updateProblem(editing.what, value)}
          submitLabel={EDIT_WORDS[editing.what].submit}
          pending={update.isPending}
          onSubmit={saveEdit}
          onClose={() => setEditing(null)}
        />
      ) : null}

      {windowsOf ? (
        <ReturnWindowsDialog
          key={`${windowsOf.id}-returns`}
          category={windowsOf}
          pending={update.isPending}
          onSubmit={saveWindows}
          onClose={() => setWindowsOf(null)}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete category?'}
        description={
          deleting
            ? `${deleting.name} disappears from the shop’s menus and its address stops working. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete category"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
        focusOnClose={focusOnClose}
      />
    </div>
  );
}

function CreateCategoryForm() {
  const create = useCreateCategory();
  const form = useForm<CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: '', name_ne: '', image: '', slug: '' },
  });
  const { errors } = form.formState;

  const onSubmit = (values: CategoryInput) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset({ name: '', name_ne: '', image: '', slug: '' });
      },
      onError: (error) => {
        let shown = false;
        for (const field of ['name', 'name_ne', 'slug', 'image'] as const) {
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
    <section aria-labelledby="new-category" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="new-category" className="text-base font-semibold text-ink">
        Add a category
      </h2>
      <p className="mt-1 text-sm text-slate-600">It goes last in the shop’s order; move it where it belongs below.</p>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)_auto] lg:items-start"
      >
        <TextField
          label="Name"
          autoComplete="off"
          maxLength={CATALOGUE_LIMITS.categoryNameMax}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={NEPALI_NAME}
          optional
          lang="ne"
          autoComplete="off"
          maxLength={CATALOGUE_LIMITS.categoryNameMax}
          error={errors.name_ne?.message}
          {...form.register('name_ne')}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <CategoryImagePicker
              value={field.value}
              onChange={(image) => field.onChange(image)}
              error={errors.image?.message}
              buttonRef={field.ref}
            />
          )}
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
          icon={<FolderPlus aria-hidden="true" className="size-4" />}
          className="lg:mt-7"
        >
          Add category
        </Button>
      </form>
    </section>
  );
}
