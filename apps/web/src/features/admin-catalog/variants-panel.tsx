import {
  VARIANT_LIMITS,
  variantFamilyInputSchema,
  variantName,
  type AdminProduct,
  type AdminVariantFamily,
  type VariantFamilyInput,
} from '@pasal/contract';
import { Plus, Trash2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { Spinner } from '../../components/spinner';
import { AddVariantDialog } from './add-variant-dialog';
import { VariantTable } from './variant-table';
import { useLeaveVariants, useSaveVariantOptions, useVariantFamily } from './variants-api';

// The editor's Variants section (issue #35). A product sold in configurations (8GB / 256GB,
// 12GB / 512GB) is a family of products, each with its own page, price and stock. Here an admin
// names the options (the first save makes the family), sees every variant in one table (prices,
// stock and status changed in place, or for several at once), adds a variant and takes this
// product out of its family. `onProductChanged` is told when this product itself changed, so the
// editor above takes its new version.

type Family = NonNullable<AdminVariantFamily['family']>;

export interface VariantsPanelProps {
  product: Pick<AdminProduct, 'id' | 'name' | 'price' | 'discount_price'>;
  onProductChanged(): void;
}

export function VariantsPanel({ product, onProductChanged }: VariantsPanelProps) {
  const family = useVariantFamily(product.id);
  const data = family.data;
  const current = data?.variants.find((variant) => variant.id === product.id);
  return (
    <section aria-labelledby="variants" className="mt-10">
      <h2 id="variants" className="text-lg font-semibold text-ink">
        Variants
      </h2>
      {family.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {staffFailureMessage(family.error)}
        </p>
      ) : !data ? (
        <Spinner label="Loading the variants..." className="py-6" />
      ) : data.family === null ? (
        <>
          <p className="mt-1 max-w-prose text-sm text-slate-700">
            Sold in configurations, such as 8GB / 256GB and 12GB / 512GB? Name the options (up to{' '}
            {VARIANT_LIMITS.optionsMax}) and this product&rsquo;s value of each. Then add the other configurations: each
            is a product of its own, with its own price, stock, colours and page, and each page offers the others.
          </p>
          <OptionsForm
            key={`new-${product.name}`}
            productId={product.id}
            family={null}
            values={[]}
            locked={false}
            initialName={product.name}
            onSaved={onProductChanged}
          />
        </>
      ) : (
        <>
          <p className="mt-1 max-w-prose text-sm text-slate-700">
            {data.variants.length === 1
              ? `This product is the only variant of “${data.family.name}” so far: add the other configurations with Add a variant.`
              : `This product is one of the ${data.variants.length} variants of “${data.family.name}”.`}{' '}
            Each variant is a product of its own: open it to change its descriptions, colours or images.
          </p>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-base font-semibold text-ink">All variants</h3>
            <AddVariantDialog
              productId={product.id}
              family={data.family}
              price={product.price}
              discountPrice={product.discount_price}
            />
          </div>
          <VariantTable
            family={data.family}
            variants={data.variants}
            currentId={product.id}
            loading={family.isFetching}
            onProductChanged={onProductChanged}
          />
          <h3 className="mt-8 text-base font-semibold text-ink">Options</h3>
          <OptionsForm
            // A new copy from the server (saved here or by someone else) starts the form again.
            key={JSON.stringify([data.family, current?.option_values])}
            productId={product.id}
            family={data.family}
            values={current?.option_values ?? []}
            locked={data.variants.length > 1}
            initialName={product.name}
            onSaved={onProductChanged}
          />
          <LeaveFamily productId={product.id} name={product.name} family={data.family} onLeft={onProductChanged} />
        </>
      )}
    </section>
  );
}

// ---- the options form (PUT) ----------------------------------------------------------------

interface OptionsValues {
  name: string;
  options: { name: string; name_ne: string; value: string }[];
}

/** "Zorbit X (8GB / 256GB)" → the name without its configuration, and the values it names. */
function splitName(productName: string): { name: string; values: string[] } {
  const match = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(productName);
  if (!match || !match[1]) return { name: productName, values: [] };
  const values = match[2]!
    .split('/')
    .map((value) => value.trim())
    .filter(Boolean);
  return { name: match[1], values: values.length <= VARIANT_LIMITS.optionsMax ? values : [] };
}

function defaultsOf(family: Family | null, values: readonly string[], productName: string): OptionsValues {
  if (family)
    return {
      name: family.name,
      options: family.options.map((option, index) => ({
        name: option.name,
        name_ne: option.name_ne,
        value: values[index] ?? '',
      })),
    };
  const split = splitName(productName);
  const guessed = split.values.length > 0 ? split.values : [''];
  return { name: split.name, options: guessed.map((value) => ({ name: '', name_ne: '', value })) };
}

const bodyOf = (values: OptionsValues): VariantFamilyInput => ({
  name: values.name,
  options: values.options.map((option) => ({ name: option.name, name_ne: option.name_ne })),
  values: values.options.map((option) => option.value),
});

/**
 * Where a message about the body (the schema's or the server's) goes on the form: a value is on
 * its option's row; `values` as a whole (a combination another variant has) above the rows.
 */
function formPathOf(path: string): FieldPath<OptionsValues> | 'root.values' | null {
  if (path === 'name' || path === 'options') return path;
  if (path === 'values') return 'root.values';
  const option = /^options\.(\d+)\.(name|name_ne)$/.exec(path);
  if (option) return `options.${Number(option[1])}.${option[2] as 'name' | 'name_ne'}`;
  const value = /^values\.(\d+)$/.exec(path);
  if (value) return `options.${Number(value[1])}.value`;
  return null;
}

/** Sets `message` at a dotted path of the error object, unless a message is there already. */
function putError(errors: Record<string, unknown>, path: string, message: string) {
  const keys = path.split('.');
  let node = errors;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  // A list's own message sits beside its rows' ("options": { message, 0: { name } }).
  const leaf = (node[keys.at(-1)!] ??= {}) as Record<string, unknown>;
  if (leaf.message === undefined) Object.assign(leaf, { type: 'validate', message });
}

/** The contract's schema, checked on the body the form sends, its messages put on the form's fields. */
const optionsResolver: Resolver<OptionsValues> = (values) => {
  const parsed = variantFamilyInputSchema.safeParse(bodyOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const path = formPathOf(issue.path.join('.'));
    if (path) putError(errors, path, issue.message);
  }
  return { values: {}, errors: errors as FieldErrors<OptionsValues> };
};

function OptionsForm({
  productId,
  family,
  values,
  locked,
  initialName,
  onSaved,
}: {
  productId: number;
  family: Family | null;
  values: readonly string[];
  /** Other variants exist: the options can be renamed, not added or removed. */
  locked: boolean;
  initialName: string;
  onSaved(): void;
}) {
  const save = useSaveVariantOptions(productId);
  const form = useForm<OptionsValues>({
    resolver: optionsResolver,
    defaultValues: defaultsOf(family, values, initialName),
  });
  const rows = useFieldArray({ control: form.control, name: 'options', keyName: 'key' });
  const { errors } = form.formState;
  const valuesError = errors.root?.values?.message;
  const optionsError = errors.options?.message ?? errors.options?.root?.message;

  const onSubmit = (input: OptionsValues) =>
    save.mutate(bodyOf(input), {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onSaved();
      },
      onError: (error) => {
        const fields = error instanceof ApiError && error.status < 500 ? Object.entries(error.body.errors ?? {}) : [];
        const placed = fields
          .map(([path, message]) => [formPathOf(path), message] as const)
          .filter(([path]) => path !== null);
        if (placed.length === 0) {
          toast.error(staffFailureMessage(error));
          return;
        }
        for (const [path, message] of placed) form.setError(path!, { type: 'server', message });
        // The first field the messages name gets the focus (a message above the rows: its first field).
        const first = placed[0]![0]!;
        form.setFocus(first === 'root.values' ? 'options.0.value' : first === 'options' ? 'options.0.name' : first);
      },
    });

  const addOption = () => {
    rows.append({ name: '', name_ne: '', value: '' }, { shouldFocus: true });
  };

  return (
    <form
      noValidate
      aria-label={family ? 'Options' : 'Name the options'}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className={`${family ? 'mt-2' : 'mt-4'} rounded-xl border border-slate-200 bg-white p-4 sm:p-5`}
    >
      <TextField
        label="Product name without the configuration"
        hint={
          family
            ? `New variants are named with it and their values, as this one would be: “${variantName(family.name, values.length ? values : family.options.map((option) => option.name))}”.`
            : `Such as “Zorbit X” for “${variantName('Zorbit X', ['8GB', '256GB'])}”. New variants are named with it and their values.`
        }
        error={errors.name?.message}
        {...form.register('name')}
      />
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink">Options and this product&rsquo;s values</legend>
        {locked ? (
          <p className="mt-1 text-sm text-slate-600">
            The options can be renamed. Their number is fixed while there are other variants.
          </p>
        ) : null}
        {optionsError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {optionsError}
          </p>
        ) : null}
        {valuesError ? (
          <p id={`variant-values-error-${productId}`} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {valuesError}
          </p>
        ) : null}
        <div className="mt-3 flex flex-col gap-3">
          {rows.fields.map((row, index) => {
            const rowErrors = errors.options?.[index];
            // Examples on the first row of a new family only: a family's rows speak for themselves.
            const example = !family && index === 0;
            return (
              <fieldset key={row.key} className="rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium text-slate-700">Option {index + 1}</legend>
                <div className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-start">
                  <TextField
                    label="Name"
                    hint={example ? 'Such as RAM or Storage' : undefined}
                    error={rowErrors?.name?.message}
                    {...form.register(`options.${index}.name`)}
                  />
                  <TextField
                    label="Nepali name (नेपालीमा नाम)"
                    optional
                    lang="ne"
                    error={rowErrors?.name_ne?.message}
                    {...form.register(`options.${index}.name_ne`)}
                  />
                  <TextField
                    id={`option-${index}-value-${productId}`}
                    label="This product’s value"
                    hint={example ? 'Such as 8GB' : undefined}
                    error={rowErrors?.value?.message}
                    // A combination another variant has: each value is marked, the message above says why.
                    {...(valuesError && !rowErrors?.value
                      ? {
                          'aria-invalid': true,
                          'aria-describedby': `${example ? `option-${index}-value-${productId}-hint ` : ''}variant-values-error-${productId}`,
                        }
                      : {})}
                    {...form.register(`options.${index}.value`)}
                  />
                  {!locked && rows.fields.length > 1 ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="sm:mt-7"
                      aria-label={`Remove option ${index + 1}`}
                      onClick={() => {
                        rows.remove(index);
                        requestAnimationFrame(() => document.getElementById(`add-option-${productId}`)?.focus());
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </div>
              </fieldset>
            );
          })}
        </div>
        {!locked && rows.fields.length < VARIANT_LIMITS.optionsMax ? (
          <Button
            id={`add-option-${productId}`}
            variant="secondary"
            size="sm"
            className="mt-3"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={addOption}
          >
            Add option
          </Button>
        ) : null}
      </fieldset>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save options
        </Button>
      </div>
    </form>
  );
}

// ---- leaving the family (DELETE) -----------------------------------------------------------

function LeaveFamily({
  productId,
  name,
  family,
  onLeft,
}: {
  productId: number;
  name: string;
  family: Family;
  onLeft(): void;
}) {
  const leave = useLeaveVariants(productId);
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-5">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="ghost" size="sm" icon={<Unlink aria-hidden="true" className="size-4" />}>
            Take out of variants
          </Button>
        }
        title={`Take ${name} out of the variants?`}
        description={`It becomes a product of its own: its page no longer offers the other configurations of “${family.name}”, and theirs no longer offer it. Its price, stock and page stay as they are, and the other variants stay together. It cannot join them again.`}
        confirmLabel="Take out"
        pending={leave.isPending}
        pendingLabel="Taking out..."
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: (answer) => {
              setOpen(false);
              toast.success(answer.message);
              onLeft();
            },
            onError: (error) => {
              setOpen(false);
              toast.error(staffFailureMessage(error));
            },
          })
        }
      />
    </div>
  );
}
