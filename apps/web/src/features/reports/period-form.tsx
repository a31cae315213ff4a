import { zodResolver } from '@hookform/resolvers/zod';
import { registerPeriodFormSchema, type RegisterPeriodFormOutput } from '@pasal/contract';
import { useForm } from 'react-hook-form';
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
  // The fields of the kinds not chosen stay registered, so switching back finds them as they were.
  const { register, handleSubmit, watch, getValues, formState } = useForm<Form, unknown, RegisterPeriodFormOutput>({
    resolver: zodResolver(registerPeriodFormSchema),
    defaultValues: formOf(query, now),
  });
  const { errors } = formState;
  // The days as typed, as before: the schema's trimmed copy is for checking, the server trims.
  const submit = handleSubmit(() => onChange(queryOfForm(getValues())));
  const mode = watch('mode');
  const bsHint = 'Year, month, day: 2082-04-01';
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Choose the period"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end print:hidden"
    >
      <Select label="Period" options={modeOptions} {...register('mode')} />
      {mode === 'month' || mode === 'year' ? (
        <Select
          label="Fiscal year"
          options={fiscalYearOptions(now, watch('fiscal_year'))}
          error={errors.fiscal_year?.message}
          {...register('fiscal_year')}
        />
      ) : null}
      {mode === 'month' ? (
        <Select label="Month (BS)" options={MONTH_OPTIONS} error={errors.month?.message} {...register('month')} />
      ) : null}
      {mode === 'ad' ? (
        <>
          <TextField label="First day" type="date" error={errors.from?.message} {...register('from')} required />
          <TextField label="Last day" type="date" error={errors.to?.message} {...register('to')} required />
        </>
      ) : null}
      {mode === 'bs' ? (
        <>
          <TextField
            label="First day (BS)"
            hint={bsHint}
            inputMode="numeric"
            error={errors.from_bs?.message}
            {...register('from_bs')}
            required
          />
          <TextField
            label="Last day (BS)"
            hint={bsHint}
            inputMode="numeric"
            error={errors.to_bs?.message}
            {...register('to_bs')}
            required
          />
        </>
      ) : null}
      {mode === 'year' ? <div className="hidden lg:block" /> : null}
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        Show
      </Button>
    </form>
  );
}
