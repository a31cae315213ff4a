import {
  adToBs,
  BS_MONTH_NAMES_EN,
  FISCAL_YEAR_MONTHS,
  fiscalYearLabel,
  fiscalYearStartOf,
  nepalDateOf,
  recentFiscalYears,
  REGISTER_PERIOD_MODES,
  toIsoDate,
  type RegisterPeriodForm,
  type RegisterPeriodMode,
} from '@pasal/contract';

// The register's period as the address keeps it (?fiscal_year=2082/83&month=4, ?from=…&to=…,
// ?from_bs=…&to_bs=…; none: this BS month), and as the period form edits it.

const KEYS = ['fiscal_year', 'month', 'from', 'to', 'from_bs', 'to_bs'] as const;
export type PeriodQuery = Partial<Record<(typeof KEYS)[number], string>>;

/** The period's parameters of the address, the others (page) left out. */
export function periodQueryOf(params: URLSearchParams): PeriodQuery {
  const query: PeriodQuery = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}

export const PERIOD_MODES = REGISTER_PERIOD_MODES;
export type PeriodMode = RegisterPeriodMode;

export const PERIOD_MODE_LABELS: Record<PeriodMode, string> = {
  month: 'A BS month',
  year: 'A whole fiscal year',
  ad: 'Days, in AD',
  bs: 'Days, in BS',
};

/** What the form shows: every field, whichever kind of period is chosen (the query's names). */
export type PeriodForm = RegisterPeriodForm;

/** The form for the address's period; fields it does not name start at today's month and day. */
export function formOf(query: PeriodQuery, now: Date): PeriodForm {
  const today = nepalDateOf(now);
  const bs = adToBs(today);
  const bsToday = `${bs.year}-${String(bs.month).padStart(2, '0')}-${String(bs.day).padStart(2, '0')}`;
  const mode: PeriodMode =
    query.from || query.to
      ? 'ad'
      : query.from_bs || query.to_bs
        ? 'bs'
        : query.fiscal_year && !query.month
          ? 'year'
          : 'month';
  return {
    mode,
    fiscal_year: query.fiscal_year ?? fiscalYearLabel(fiscalYearStartOf(bs)),
    month: query.month ?? String(bs.month),
    from: query.from ?? toIsoDate(today),
    to: query.to ?? toIsoDate(today),
    from_bs: query.from_bs ?? bsToday,
    to_bs: query.to_bs ?? bsToday,
  };
}

/** The address's period for what the form says: only the chosen kind's fields. */
export function queryOfForm(form: PeriodForm): PeriodQuery {
  switch (form.mode) {
    case 'month':
      return { fiscal_year: form.fiscal_year, month: form.month };
    case 'year':
      return { fiscal_year: form.fiscal_year };
    case 'ad':
      return { from: form.from, to: form.to };
    case 'bs':
      return { from_bs: form.from_bs, to_bs: form.to_bs };
  }
}

/** The fiscal years the form offers (the address's own, if older, too). */
export function fiscalYearOptions(now: Date, current: string): { value: string; label: string }[] {
  const years = recentFiscalYears(nepalDateOf(now), 6);
  if (!years.includes(current)) years.push(current);
  return years.map((year) => ({ value: year, label: year }));
}

/** Months in the fiscal year's order, Shrawan first. */
export const MONTH_OPTIONS = FISCAL_YEAR_MONTHS.map((month) => ({
  value: String(month),
  label: BS_MONTH_NAMES_EN[month - 1]!,
}));
