import { zodResolver } from '@hookform/resolvers/zod';
import {
  attributeKinds,
  categoryTemplateFormSchema,
  categoryTemplateOfForm,
  type AttributeKind,
  type CategoryAttribute,
  type CategoryTemplateForm,
  type CategoryTemplateFormRow as Row,
  type CategoryTemplateInput,
} from '@pasal/contract';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { useCategoryChoices, useCategoryTemplate, useSaveCategoryTemplate } from './api';

// A category's specification template on /staff/categories (issue #35): the attributes its
// products are described and filtered by, in order. Each has a key (what the product list's URL
// carries: ram_gb=8-), labels and a group in English and Nepali, a kind (number with a unit,
// choice with options, yes/no) and whether shoppers filter by it. Saved whole.

const KIND_LABELS: Record<AttributeKind, string> = { number: 'Number', choice: 'Choice', boolean: 'Yes / no' };
const fieldClass =
  'h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

function rowOf(attribute: CategoryAttribute): Row {
  return {
    id: attribute.id,
    key: attribute.key,
    label: attribute.label,
    label_ne: attribute.label_ne ?? '',
    kind: attribute.kind,
    unit: attribute.unit,
    group: attribute.group,
    group_ne: attribute.group_ne ?? '',
    filterable: attribute.filterable,
    options: attribute.options.map((o) => [o.value, o.label, o.label_ne ?? ''].join(' | ')).join('\n'),
  };
}

/**
 * Every problem as "attributes.1.key: message" in the form's order, the way the server's are listed.
 * A problem of the list itself (two rows with one key) is react-hook-form's root of the array.
 */
function problemsOf(errors: unknown, path: string): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  if ('type' in errors && 'message' in errors && typeof errors.message === 'string')
    return [`${path}: ${errors.message}`];
  return Object.entries(errors).flatMap(([name, nested]) =>
    name === 'ref' ? [] : problemsOf(nested, name === 'root' ? path : path ? `${path}.${name}` : name),
  );
}

const emptyRow = (): Row => ({
  key: '',
  label: '',
  label_ne: '',
  kind: 'number',
  unit: '',
  group: '',
  group_ne: '',
  filterable: true,
  options: '',
});

function Text({ label, hint, ...field }: { label: string; hint?: string } & UseFormRegisterReturn) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input id={id} {...field} className={fieldClass} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function TemplateRows({ categoryId, template }: { categoryId: number; template: CategoryAttribute[] }) {
  // The list of problems changes only as the form is sent, as it did before react-hook-form:
  // nothing is checked again while rows are edited, moved or removed, and no field takes the focus.
  const { control, register, handleSubmit, reset, watch, getValues } = useForm<
    CategoryTemplateForm,
    unknown,
    CategoryTemplateInput
  >({
    resolver: zodResolver(categoryTemplateFormSchema),
    defaultValues: { attributes: template.map(rowOf) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { fields, append, move, remove } = useFieldArray({ control, name: 'attributes' });
  const rows = watch('attributes');
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveCategoryTemplate(categoryId);
  const baseId = useId();
  useEffect(() => reset({ attributes: template.map(rowOf) }), [template, reset]);

  const submit = handleSubmit(
    () => {
      setProblems([]);
      // The body as typed, as before: the schema's trimmed copy is for checking, the server trims.
      save.mutate(categoryTemplateOfForm(getValues()), {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          if (error instanceof ApiError && error.body.errors)
            setProblems(Object.entries(error.body.errors).map(([field, message]) => `${field}: ${message}`));
          toast.error(staffFailureMessage(error));
        },
      });
    },
    (errors) => setProblems(problemsOf(errors, '')),
  );

  return (
    <form onSubmit={(event) => void submit(event)}>
      {problems.length > 0 ? (
        <ul role="alert" className="mb-3 list-disc rounded-lg bg-red-50 py-2 pr-3 pl-8 text-sm text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {fields.length === 0 ? <p className="text-sm text-slate-600">No specifications yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const row = rows[index] ?? field;
          return (
            <li key={field.id}>
              <fieldset className="rounded-xl border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-ink">
                  Specification {index + 1}
                  {row.label ? `: ${row.label}` : ''}
                </legend>
                <div className="grid gap-3 sm:grid-cols-4">
                  <Text label="Label" {...register(`attributes.${index}.label`)} />
                  <Text label="Nepali label (नेपालीमा)" {...register(`attributes.${index}.label_ne`)} />
                  <Text label="Key" {...register(`attributes.${index}.key`)} hint="In the address: ram_gb=8-" />
                  <div>
                    <label
                      htmlFor={`${baseId}-kind-${index}`}
                      className="mb-1 block text-xs font-medium text-slate-700"
                    >
                      Kind
                    </label>
                    <select
                      id={`${baseId}-kind-${index}`}
                      {...register(`attributes.${index}.kind`)}
                      className={fieldClass}
                    >
                      {attributeKinds.map((kind) => (
                        <option key={kind} value={kind}>
                          {KIND_LABELS[kind]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Text label="Group" {...register(`attributes.${index}.group`)} />
                  <Text label="Nepali group (नेपालीमा)" {...register(`attributes.${index}.group_ne`)} />
                  {row.kind === 'number' ? (
                    <Text label="Unit" {...register(`attributes.${index}.unit`)} hint="GB, mAh, in, kg, W" />
                  ) : null}
                  <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      {...register(`attributes.${index}.filterable`)}
                    />
                    Shoppers filter by it
                  </label>
                </div>
                {row.kind === 'choice' ? (
                  <div className="mt-3">
                    <label
                      htmlFor={`${baseId}-options-${index}`}
                      className="mb-1 block text-xs font-medium text-slate-700"
                    >
                      Choices, one a line: value | Label | Nepali label
                    </label>
                    <textarea
                      id={`${baseId}-options-${index}`}
                      rows={3}
                      {...register(`attributes.${index}.options`)}
                      className="w-full rounded-lg border border-slate-300 px-2 py-1 font-mono text-sm"
                    />
                  </div>
                ) : null}
                <div className="mt-3 flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<ArrowUp aria-hidden="true" className="size-4" />}
                    disabled={index === 0}
                    aria-label={`Move specification ${index + 1} up`}
                    onClick={() => move(index, index - 1)}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<ArrowDown aria-hidden="true" className="size-4" />}
                    disabled={index === fields.length - 1}
                    aria-label={`Move specification ${index + 1} down`}
                    onClick={() => move(index, index + 1)}
                  >
                    Move down
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<Trash2 aria-hidden="true" className="size-4" />}
                    aria-label={`Remove specification ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex gap-3">
        <Button
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => append(emptyRow(), { shouldFocus: false })}
        >
          Add a specification
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save specifications
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        Removing one, or changing its kind, removes its products' values when saved.
      </p>
    </form>
  );
}

/** The Categories screen's section: pick a category, edit its template. */
export function CategoryTemplateEditor() {
  const categories = useCategoryChoices();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const template = useCategoryTemplate(categoryId);
  const selectId = useId();
  return (
    <section aria-labelledby={`${selectId}-heading`} className="mt-10">
      <h2 id={`${selectId}-heading`} className="text-xl font-bold text-ink">
        Structured specifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        What each category's products are described by (RAM, battery, 5G…): shoppers filter by them and product pages
        show them grouped.
      </p>
      <div className="mt-4 max-w-xs">
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700">
          Category
        </label>
        <select
          id={selectId}
          value={categoryId ?? ''}
          onChange={(event) => setCategoryId(event.target.value ? Number(event.target.value) : null)}
          className={fieldClass}
        >
          <option value="">Choose a category</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4">
        {categoryId !== null && template.data ? (
          <TemplateRows key={categoryId} categoryId={categoryId} template={template.data} />
        ) : null}
      </div>
    </section>
  );
}
