import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOLEAN_OPTIONS,
  productAttributeValuesFormSchema,
  type AttributeValue,
  type CategoryAttribute,
  type ProductAttributeValuesForm,
} from '@pasal/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { fieldErrors, staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useProductAttributeValues, useSaveProductAttributeValues, type ProductAttributeValues } from './api';

// The product editor's structured specifications (issue #35): one field per attribute of the
// product's category template (a number with its unit, a choice, yes/no), saved on their own (a
// form of its own beside the product's, not inside it). Blank clears a value. The category's
// template is edited on /staff/categories.

const fieldClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-600';

type FieldName = `values.${string}`;

function draftOf(attribute: CategoryAttribute, value: AttributeValue | undefined): string {
  if (value === undefined) return '';
  if (attribute.kind === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

function formOf(data: ProductAttributeValues): ProductAttributeValuesForm {
  return { values: Object.fromEntries(data.attributes.map((a) => [a.key, draftOf(a, data.values[a.key])])) };
}

export function ProductAttributesFieldset({ productId }: { productId: number }) {
  const answer = useProductAttributeValues(productId);
  if (answer.isPending) return null;
  if (!answer.data) return <p role="alert">Could not load the structured specifications.</p>;
  return <AttributesForm productId={productId} data={answer.data} />;
}

function AttributesForm({ productId, data }: { productId: number; data: ProductAttributeValues }) {
  const save = useSaveProductAttributeValues(productId);
  const { attributes } = data;
  const schema = useMemo(() => productAttributeValuesFormSchema(attributes), [attributes]);
  // `values`: the saved answer replaces the drafts, as a refetch does.
  const current = useMemo(() => formOf(data), [data]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProductAttributeValuesForm, unknown, { values: Record<string, AttributeValue | null> }>({
    resolver: zodResolver(schema),
    values: current,
  });

  const submit = handleSubmit(({ values }) =>
    save.mutate(values, {
      onSuccess: (saved) => toast.success(saved.message),
      onError: (error) => {
        const keys = new Set(attributes.map((attribute) => `values.${attribute.key}`));
        let first = true;
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          if (!keys.has(field)) continue;
          setError(field as FieldName, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
        toast.error(staffFailureMessage(error));
      },
    }),
  );

  return (
    <form
      noValidate
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
      onSubmit={(event) => void submit(event)}
    >
      <fieldset>
        <legend className="text-lg font-semibold text-ink">Structured specifications</legend>
        <p className="mt-1 text-sm text-slate-600">
          The values shoppers filter by and the product page shows grouped. Blank: not shown. The category's list of
          them is edited on the Categories screen.
        </p>
        {attributes.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">This product's category has no structured specifications.</p>
        ) : (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {attributes.map((attribute) => {
              const name: FieldName = `values.${attribute.key}`;
              return (
                <Field
                  key={attribute.key}
                  label={
                    <>
                      {attribute.label}
                      {attribute.unit ? ` (${attribute.unit})` : ''}
                      <span className="ml-1 text-xs font-normal text-slate-500">{attribute.group}</span>
                    </>
                  }
                  error={errors.values?.[attribute.key]?.message}
                >
                  {(control) =>
                    attribute.kind === 'number' ? (
                      <input {...control} inputMode="decimal" className={fieldClass} {...register(name)} />
                    ) : (
                      <select {...control} className={fieldClass} {...register(name)}>
                        <option value="">—</option>
                        {(attribute.kind === 'boolean' ? BOOLEAN_OPTIONS : attribute.options).map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    )
                  }
                </Field>
              );
            })}
          </div>
        )}
      </fieldset>
      {attributes.length > 0 ? (
        <Button type="submit" className="mt-4" disabled={save.isPending}>
          Save specifications
        </Button>
      ) : null}
    </form>
  );
}
