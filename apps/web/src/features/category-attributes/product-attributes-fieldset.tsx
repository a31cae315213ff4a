import { BOOLEAN_OPTIONS, type AttributeValue, type CategoryAttribute } from '@pasal/contract';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import { useProductAttributeValues, useSaveProductAttributeValues } from './api';

// The product editor's structured specifications (issue #35): one field per attribute of the
// product's category template (a number with its unit, a choice, yes/no), saved on their own.
// Blank clears a value. The category's template is edited on /staff/categories.

type Drafts = Record<string, string>;

const fieldClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

function draftOf(attribute: CategoryAttribute, value: AttributeValue | undefined): string {
  if (value === undefined) return '';
  if (attribute.kind === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** The drafts as the API takes them; a number that does not read is reported by key. */
function valuesOf(
  attributes: readonly CategoryAttribute[],
  drafts: Drafts,
): { values: Record<string, AttributeValue | null>; problems: Record<string, string> } {
  const values: Record<string, AttributeValue | null> = {};
  const problems: Record<string, string> = {};
  for (const attribute of attributes) {
    const draft = (drafts[attribute.key] ?? '').trim();
    if (draft === '') values[attribute.key] = null;
    else if (attribute.kind === 'number') {
      if (/^\d{1,9}(\.\d{1,3})?$/.test(draft)) values[attribute.key] = Number(draft);
      else problems[attribute.key] = 'Enter a number such as 8 or 6.7';
    } else if (attribute.kind === 'boolean') values[attribute.key] = draft === 'yes';
    else values[attribute.key] = draft;
  }
  return { values, problems };
}

export function ProductAttributesFieldset({ productId }: { productId: number }) {
  const answer = useProductAttributeValues(productId);
  const save = useSaveProductAttributeValues(productId);
  const baseId = useId();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const data = answer.data;
  useEffect(() => {
    if (!data) return;
    setDrafts(Object.fromEntries(data.attributes.map((a) => [a.key, draftOf(a, data.values[a.key])])));
  }, [data]);

  if (answer.isPending) return null;
  if (!data) return <p role="alert">Could not load the structured specifications.</p>;
  const { attributes } = data;

  const submit = () => {
    const read = valuesOf(attributes, drafts);
    setProblems(read.problems);
    if (Object.keys(read.problems).length > 0) return;
    save.mutate(read.values, {
      onSuccess: (saved) => toast.success(saved.message),
      onError: (error) => {
        if (error instanceof ApiError && error.body.errors)
          setProblems(
            Object.fromEntries(
              Object.entries(error.body.errors).map(([field, message]) => [field.replace(/^values\./, ''), message]),
            ),
          );
        toast.error(staffFailureMessage(error));
      },
    });
  };

  return (
    <form
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
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
              const id = `${baseId}-${attribute.key}`;
              const problemId = `${id}-problem`;
              const problem = problems[attribute.key];
              const set = (value: string) => setDrafts((previous) => ({ ...previous, [attribute.key]: value }));
              const common = {
                id,
                value: drafts[attribute.key] ?? '',
                'aria-invalid': problem ? true : undefined,
                'aria-describedby': problem ? problemId : undefined,
                className: fieldClass,
              };
              return (
                <div key={attribute.key}>
                  <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
                    {attribute.label}
                    {attribute.unit ? ` (${attribute.unit})` : ''}
                    <span className="ml-1 text-xs font-normal text-slate-500">{attribute.group}</span>
                  </label>
                  {attribute.kind === 'number' ? (
                    <input {...common} inputMode="decimal" onChange={(event) => set(event.target.value)} />
                  ) : (
                    <select {...common} onChange={(event) => set(event.target.value)}>
                      <option value="">—</option>
                      {(attribute.kind === 'boolean' ? BOOLEAN_OPTIONS : attribute.options).map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  )}
                  {problem ? (
                    <p id={problemId} className="mt-1 text-sm text-red-700">
                      {problem}
                    </p>
                  ) : null}
                </div>
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
