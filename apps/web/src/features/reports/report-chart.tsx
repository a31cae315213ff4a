import { formatRs, type SalesReportRow } from '@pasal/contract';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

// The sales report's chart, with the dashboard's library (recharts): net sales and refunds per
// group. It is a picture: the report gives the same figures as a table, so it is hidden from screen
// readers and the chart's own keyboard layer is off. Many groups (products) show the first 12.

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
const MOST = 12;

/** A short name under a bar: the BS date of a day or week, a name cut to fit. */
function shortLabel(label: string): string {
  const date = /^(?:Week of )?(\d{4}\/\d{2}\/\d{2})/.exec(label);
  if (date) return date[1]!.slice(5);
  return label.length > 14 ? `${label.slice(0, 13)}…` : label;
}

export default function ReportChart({ rows }: { rows: SalesReportRow[] }) {
  const points = rows.slice(0, MOST).map((row) => ({ ...row, short: shortLabel(row.label) }));
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={points}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      style={{ width: '100%', height: 260 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey="short" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={8} />
      <YAxis
        width={48}
        tick={{ fontSize: 12, fill: '#475569' }}
        tickFormatter={(value: number) => compact.format(value)}
      />
      <Tooltip
        formatter={(value) => formatRs(Number(value))}
        labelFormatter={(_, payload) => (payload[0]?.payload as { label?: string } | undefined)?.label ?? ''}
        labelClassName="font-semibold"
      />
      <Legend
        wrapperStyle={{ fontSize: 12 }}
        formatter={(value: string) => <span style={{ color: '#334155' }}>{value}</span>}
      />
      <Bar dataKey="net" name="Net sales" fill="#c2410c" radius={[3, 3, 0, 0]} maxBarSize={48} />
      <Bar dataKey="refunds" name="Refunds" fill="#94a3b8" radius={[3, 3, 0, 0]} maxBarSize={48} />
    </BarChart>
  );
}
