import {
  attributeKinds,
  categoryTemplateInputSchema,
  type AttributeKind,
  type CategoryAttribute,
  type CategoryTemplateInput,
} from '@pasal/contract';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { useCategoryChoices, useCategoryTemplate, useSaveCategoryTemplate } from './api';

// A category's specification template on /staff/categories (issue #35): the attributes its
// products are described and filtered by, in order. Each has a key (what the product list's URL
// carries: ram_gb=8-), labels and a group in English and Nepali, a kind (number with a unit,
// choice with options, yes/no) and whether shoppers filter by it. Saved whole.

interface Row {
  id?: number;
  key: string;
  label: string;
  label_ne: string;
  kind: AttributeKind;
  unit: string;
  group: string;
  group_ne: string;
  filterable: boolean;
  /** One option a line: value | Label | Nepali label. */
  options: string;
}

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

/** The rows as the API takes them. */
function templateOf(rows: readonly Row[]): CategoryTemplateInput {
  return {
    attributes: rows.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      key: row.key.trim(),
      label: row.label,
      label_ne: row.label_ne,
      kind: row.kind,
      unit: row.kind === 'number' ? row.unit : '',
      group: row.group,
      group_ne: row.group_ne,
      filterable: row.filterable,
      options:
        row.kind === 'choice'
          ? row.options
              .split('\n')
              .map((line) => line.split('|').map((part) => part.trim()))
              .filter((parts) => parts[0])
              .map(([value = '', label = '', labelNe = '']) => ({ value, label: label || value, label_ne: labelNe }))
          : [],
    })),
  };
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

function Text({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function TemplateRows({ categoryId, template }: { categoryId: number; template: CategoryAttribute[] }) {
  const [rows, setRows] = useState<Row[]>(() => template.map(rowOf));
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveCategoryTemplate(categoryId);
  const baseId = useId();
  useEffect(() => setRows(template.map(rowOf)), [template]);
  const change = (index: number, patch: Partial<Row>) =>
    setRows((previous) => previous.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((previous) => {
      const next = [...previous];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });

  const submit = () => {
    const body = templateOf(rows);
    const checked = categoryTemplateInputSchema.safeParse(body);
    if (!checked.success) {
      setProblems(checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
      return;
    }
    setProblems([]);
    save.mutate(body, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => {
        if (error instanceof ApiError && error.body.errors)
          setProblems(Object.entries(error.body.errors).map(([field, message]) => `${field}: ${message}`));
        toast.error(staffFailureMessage(error));
      },
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {problems.length > 0 ? (
        <ul role="alert" className="mb-3 list-disc rounded-lg bg-red-50 py-2 pr-3 pl-8 text-sm text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {rows.length === 0 ? <p className="text-sm text-slate-600">No specifications yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => (
          <li key={row.id ?? `new-${index}`}>
            <fieldset className="rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-ink">
                Specification {index + 1}
                {row.label ? `: ${row.label}` : ''}
              </legend>
              <div className="grid gap-3 sm:grid-cols-4">
                <Text label="Label" value={row.label} onChange={(label) => change(index, { label })} />
                <Text
                  label="Nepali label (नेपालीमा)"
                  value={row.label_ne}
                  onChange={(label_ne) => change(index, { label_ne })}
                />
                <Text
                  label="Key"
                  value={row.key}
                  onChange={(key) => change(index, { key })}
                  hint="In the address: ram_gb=8-"
                />
                <div>
                  <label htmlFor={`${baseId}-kind-${index}`} className="mb-1 block text-xs font-medium text-slate-700">
                    Kind
                  </label>
                  <select
                    id={`${baseId}-kind-${index}`}
                    value={row.kind}
                    onChange={(event) => change(index, { kind: event.target.value as AttributeKind })}
                    className={fieldClass}
                  >
                    {attributeKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {KIND_LABELS[kind]}
                      </option>
                    ))}
                  </select>
                </div>
                <Text label="Group" value={row.group} onChange={(group) => change(index, { group })} />
                <Text
                  label="Nepali group (नेपालीमा)"
                  value={row.group_ne}
                  onChange={(group_ne) => change(index, { group_ne })}
                />
                {row.kind === 'number' ? (
                  <Text
                    label="Unit"
                    value={row.unit}
                    onChange={(unit) => change(index, { unit })}
                    hint="GB, mAh, in, kg, W"
                  />
                ) : null}
                <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={row.filterable}
                    onChange={(event) => change(index, { filterable: event.target.checked })}
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
                    value={row.options}
                    onChange={(event) => change(index, { options: event.target.value })}
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
                  onClick={() => move(index, -1)}
                >
                  Move up
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<ArrowDown aria-hidden="true" className="size-4" />}
                  disabled={index === rows.length - 1}
                  aria-label={`Move specification ${index + 1} down`}
                  onClick={() => move(index, 1)}
                >
                  Move down
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  aria-label={`Remove specification ${index + 1}`}
                  onClick={() => setRows((previous) => previous.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex gap-3">
        <Button
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setRows((previous) => [...previous, emptyRow()])}
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
