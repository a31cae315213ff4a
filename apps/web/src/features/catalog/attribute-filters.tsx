import {
  attributeFilterText,
  fromDevanagariDigits,
  parseAttributeRange,
  parseAttributeValues,
  type AttributeFacet,
  type NumberAttributeFacet,
  type OptionAttributeFacet,
} from '@pasal/contract';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { localDigits } from '../../components/locale-format';
import { fallbackLang, localText, t } from '../../i18n';
import { toggle } from './filters';

// The chosen category's structured specifications as filters (issue #35): a number as a range
// typed From/To, a choice or yes/no as checkboxes with counts. Each is a fieldset named by the
// attribute in the page's language; what is chosen lives in the URL (filters.ts `attributes`).

export interface AttributeFiltersProps {
  facets: readonly AttributeFacet[];
  /** key → the URL's text (8-, android,ios, yes). */
  selected: Readonly<Record<string, string>>;
  onChange(attributes: Record<string, string>): void;
}

const rowClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 has-[:checked]:font-semibold has-[:checked]:text-ink';
const boxClass = 'size-4 accent-brand-700';
const countClass = 'ml-auto text-xs text-slate-500 tabular-nums';
const fieldClass =
  'h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

function legendOf(facet: AttributeFacet): string {
  const label = localText(facet.label, facet.label_ne);
  return facet.kind === 'number' && facet.unit ? t('catalog.attributeLegend', { label, unit: facet.unit }) : label;
}

function Fieldset({ facet, children }: { facet: AttributeFacet; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-5" data-attribute={facet.key}>
      <legend lang={fallbackLang(facet.label_ne)} className="float-left mb-3 w-full text-sm font-semibold text-ink">
        {legendOf(facet)}
      </legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

/** From / To typed as numbers; applied on Enter or when a field is left. An empty end is open. */
function RangeFilter({
  facet,
  value,
  onCommit,
}: {
  facet: NumberAttributeFacet;
  value: string | undefined;
  onCommit(text: string | null): void;
}) {
  const fromId = useId();
  const toId = useId();
  const range = value === undefined ? null : parseAttributeRange(value);
  const fromText = String(range?.min ?? '');
  const toText = String(range?.max ?? '');
  // The fields follow the URL (Back, Clear Filters, a reload).
  const [typed, setTyped] = useState<[string, string]>([fromText, toText]);
  useEffect(() => setTyped([fromText, toText]), [fromText, toText]);
  const commit = () => {
    const read = (raw: string) => {
      const text = fromDevanagariDigits(raw.trim());
      return /^\d{1,9}(\.\d{1,3})?$/.test(text) ? Number(text) : null;
    };
    let min = read(typed[0]);
    let max = read(typed[1]);
    if (min !== null && max !== null && min > max) [min, max] = [max, min];
    const next = min === null && max === null ? null : attributeFilterText({ kind: 'range', min, max });
    if (next !== (value ?? null)) onCommit(next);
    else setTyped([fromText, toText]);
  };
  const label = localText(facet.label, facet.label_ne);
  return (
    <form
      className="grid grid-cols-2 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <div>
        <label htmlFor={fromId} className="mb-1 block text-xs text-slate-600">
          {t('catalog.attributeFrom')}
        </label>
        <input
          id={fromId}
          inputMode="decimal"
          value={typed[0]}
          placeholder={facet.min === null ? '' : localDigits(facet.min)}
          onChange={(event) => setTyped([event.target.value, typed[1]])}
          onBlur={commit}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={toId} className="mb-1 block text-xs text-slate-600">
          {t('catalog.attributeTo')}
        </label>
        <input
          id={toId}
          inputMode="decimal"
          value={typed[1]}
          placeholder={facet.max === null ? '' : localDigits(facet.max)}
          onChange={(event) => setTyped([typed[0], event.target.value])}
          onBlur={commit}
          className={fieldClass}
        />
      </div>
      <button type="submit" className="sr-only">
        {t('catalog.applyRange', { label })}
      </button>
    </form>
  );
}

function OptionsFilter({
  facet,
  value,
  onCommit,
}: {
  facet: OptionAttributeFacet;
  value: string | undefined;
  onCommit(text: string | null): void;
}) {
  const chosen = (value === undefined ? null : parseAttributeValues(value)) ?? [];
  return (
    <div className="flex max-h-64 flex-col gap-0.5 overflow-y-auto">
      {facet.options.map((option) => (
        <label key={option.value} className={rowClass}>
          <input
            type="checkbox"
            className={boxClass}
            checked={chosen.includes(option.value)}
            disabled={option.count === 0 && !chosen.includes(option.value)}
            onChange={() => {
              const next = toggle(chosen, option.value);
              onCommit(next.length > 0 ? next.join(',') : null);
            }}
          />
          <span lang={fallbackLang(option.label_ne)}>{localText(option.label, option.label_ne)}</span>
          <span className={countClass}>{localDigits(option.count)}</span>
        </label>
      ))}
    </div>
  );
}

/** One fieldset per filterable attribute with something to offer (or a filter already chosen). */
export function AttributeFilters({ facets, selected, onChange }: AttributeFiltersProps) {
  const set = (key: string, text: string | null) => {
    const next = { ...selected };
    if (text === null) delete next[key];
    else next[key] = text;
    onChange(next);
  };
  return (
    <>
      {facets.map((facet) => {
        const value = selected[facet.key];
        if (facet.kind === 'number') {
          if (facet.min === null && value === undefined) return null;
          return (
            <Fieldset key={facet.key} facet={facet}>
              <RangeFilter facet={facet} value={value} onCommit={(text) => set(facet.key, text)} />
            </Fieldset>
          );
        }
        if (facet.options.length === 0) return null;
        return (
          <Fieldset key={facet.key} facet={facet}>
            <OptionsFilter facet={facet} value={value} onCommit={(text) => set(facet.key, text)} />
          </Fieldset>
        );
      })}
    </>
  );
}
