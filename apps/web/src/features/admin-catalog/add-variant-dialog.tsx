import { zodResolver } from '@hookform/resolvers/zod';
import { variantCreateSchema, variantName, type AdminVariantFamily, type VariantCreate } from '@pasal/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { numberOrUnset } from './editor-values';
import { useCreateVariant } from './variants-api';

// "Add a variant" (issue #35): one value per option, its prices and stock. The server makes it
// from this product (category, brand, texts, images, specifications) and names it after the
// family and its values; a combination another variant has is refused on the values.

type Family = NonNullable<AdminVariantFamily['family']>;
interface CreateValues {
  values: string[];
  price: number;
  discount_price: number;
  stock: number;
}
type Parsed = Required<VariantCreate>;

const FIELD_ORDER = ['values', 'price', 'discount_price', 'stock'] as const;

export function AddVariantDialog({
  productId,
  family,
  price,
  discountPrice,
}: {
  productId: number;
  family: Family;
  /** This product's prices: a new configuration usually starts near them. */
  price: number;
  discountPrice: number;
}) {
  const [open, setOpen] = useState(false);
  const create = useCreateVariant(productId);
  const blank = (): CreateValues => ({
    values: family.options.map(() => ''),
    price,
    discount_price: discountPrice,
    stock: 0,
  });
  const form = useForm<CreateValues, unknown, Parsed>({
    resolver: zodResolver(variantCreateSchema) as unknown as Resolver<CreateValues, unknown, Parsed>,
    defaultValues: blank(),
  });
  const { errors } = form.formState;
  const valuesError = errors.values?.message ?? errors.values?.root?.message;
  const typed = form.watch('values');
  const named = typed.every((value) => value?.trim())
    ? variantName(
        family.name,
        typed.map((v) => v.trim()),
      )
    : null;

  const onSubmit = (body: Parsed) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setOpen(false);
      },
      onError: (error) => {
        const fields = error instanceof ApiError && error.status < 500 ? (error.body.errors ?? {}) : {};
        const known = Object.entries(fields).filter(([path]) =>
          /^(values(\.\d+)?|price|discount_price|stock)$/.test(path),
        );
        if (known.length === 0) {
          toast.error(staffFailureMessage(error));
          return;
        }
        for (const [path, message] of known)
          form.setError(path as FieldPath<CreateValues>, { type: 'server', message });
        // The first field in the form's order gets the focus (the values: the first of them).
        const first = FIELD_ORDER.find((name) => known.some(([path]) => path === name || path.startsWith(`${name}.`)))!;
        const firstPath = known.find(([path]) => path.startsWith('values.'))?.[0];
        form.setFocus(first === 'values' ? ((firstPath ?? 'values.0') as FieldPath<CreateValues>) : first);
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        if (next) form.reset(blank());
        setOpen(next);
      }}
      size="md"
      title={`Add a variant of “${family.name}”`}
      description="It is made from this product: the same category, brand, descriptions, images and specifications, with its own values, prices and stock. Add its colours in its own editor."
      trigger={
        <Button size="sm" icon={<Plus aria-hidden="true" className="size-4" />}>
          Add a variant
        </Button>
      }
    >
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Its configuration</legend>
          {valuesError ? (
            <p
              id={`new-variant-values-error-${productId}`}
              role="alert"
              className="mt-1 text-sm font-medium text-red-700"
            >
              {valuesError}
            </p>
          ) : null}
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {family.options.map((option, index) => {
              const own = errors.values?.[index]?.message;
              return (
                <TextField
                  key={option.name}
                  label={option.name}
                  autoFocus={index === 0}
                  autoComplete="off"
                  error={own}
                  // Another variant has these values: each is marked, the message above says why.
                  {...(valuesError && !own
                    ? { 'aria-invalid': true, 'aria-describedby': `new-variant-values-error-${productId}` }
                    : {})}
                  {...form.register(`values.${index}`)}
                />
              );
            })}
          </div>
          <p className="mt-2 text-sm text-slate-600" aria-live="polite">
            {named ? `It will be called “${named}”.` : 'Give a value for each option.'}
          </p>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label="Price (Rs.)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={errors.price?.message}
            {...form.register('price', { setValueAs: numberOrUnset })}
          />
          <TextField
            label="Discount price (Rs.)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint="The same as the price when there is no discount."
            error={errors.discount_price?.message}
            {...form.register('discount_price', { setValueAs: numberOrUnset })}
          />
          <TextField
            label="Stock (units)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.stock?.message}
            {...form.register('stock', { setValueAs: numberOrUnset })}
          />
        </div>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={create.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={create.isPending} loadingText="Adding...">
            Add variant
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
