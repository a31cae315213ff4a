import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Select, TextField } from '../../components/ui/field';
import {
  fiscalYearOptions,
  formOf,
  MONTH_OPTIONS,
  PERIOD_MODE_LABELS,
  PERIOD_MODES,
  queryOfForm,
  type PeriodForm as Form,
  type PeriodQuery,
} from './period';

// Which period the register shows: a BS month, a fiscal year, or days in AD or BS. Nothing changes
// until "Show" (a half-typed date would otherwise ask the server for every keystroke).

const modeOptions = PERIOD_MODES.map((mode) => ({ value: mode, label: PERIOD_MODE_LABELS[mode] }));

export function PeriodForm({
  query,
  now,
  onChange,
}: {
  query: PeriodQuery;
  now: Date;
  onChange: (query: PeriodQuery) => void;
}) {
  const [form, setForm] = useState<Form>(() => formOf(query, now));
  const set = (changes: Partial<Form>) => setForm((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(queryOfForm(form));
  };
  const bsHint = 'Year, month, day: 2082-04-01';
  return (
    <form
      onSubmit={submit}
      aria-label="Choose the period"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end print:hidden"
    >
      <Select
        label="Period"
        options={modeOptions}
        value={form.mode}
        onChange={(event) => set({ mode: event.target.value as Form['mode'] })}
      />
      {form.mode === 'month' || form.mode === 'year' ? (
        <Select
          label="Fiscal year"
          options={fiscalYearOptions(now, form.fiscalYear)}
          value={form.fiscalYear}
          onChange={(event) => set({ fiscalYear: event.target.value })}
        />
      ) : null}
      {form.mode === 'month' ? (
        <Select
          label="Month (BS)"
          options={MONTH_OPTIONS}
          value={form.month}
          onChange={(event) => set({ month: event.target.value })}
        />
      ) : null}
      {form.mode === 'ad' ? (
        <>
          <TextField
            label="First day"
            type="date"
            value={form.from}
            onChange={(event) => set({ from: event.target.value })}
            required
          />
          <TextField
            label="Last day"
            type="date"
            value={form.to}
            onChange={(event) => set({ to: event.target.value })}
            required
          />
        </>
      ) : null}
      {form.mode === 'bs' ? (
        <>
          <TextField
            label="First day (BS)"
            hint={bsHint}
            inputMode="numeric"
            value={form.fromBs}
            onChange={(event) => set({ fromBs: event.target.value })}
            required
          />
          <TextField
            label="Last day (BS)"
            hint={bsHint}
            inputMode="numeric"
            value={form.toBs}
            onChange={(event) => set({ toBs: event.target.value })}
            required
          />
        </>
      ) : null}
      {form.mode === 'year' ? <div className="hidden lg:block" /> : null}
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        Show
      </Button>
    </form>
  );
}
