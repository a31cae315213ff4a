import { formatRs, type Dashboard } from '@pasal/contract';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDate } from './sales-table';

// The dashboard's sales chart: recharts is imported only here, and this module only by the
// dashboard (the lazy /staff route), so neither shoppers nor the other staff screens download it. It is a picture: the
// dashboard hides it from screen readers and gives the same figures as a table (sales-table.tsx),
// so the chart's own keyboard layer is off.

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

export default function SalesChart({ days }: { days: Dashboard['daily'] }) {
  const points = days.map((day) => ({ ...day, label: shortDate(day.date) }));
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={points}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      style={{ width: '100%', height: 260 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={16} />
      <YAxis
        width={48}
        tick={{ fontSize: 12, fill: '#475569' }}
        tickFormatter={(value: number) => compact.format(value)}
      />
      <Tooltip formatter={(value) => formatRs(Number(value))} labelClassName="font-semibold" />
      {/* The legend's words in the page's text colour: the bars' lighter orange is too pale to read. */}
      <Legend
        wrapperStyle={{ fontSize: 12 }}
        formatter={(value: string) => <span style={{ color: '#334155' }}>{value}</span>}
      />
      <Bar dataKey="revenue" name="Received" stackId="sales" fill="#c2410c" />
      <Bar
        dataKey="cod_outstanding"
        name="Cash on delivery to collect"
        stackId="sales"
        fill="#fdba74"
        radius={[3, 3, 0, 0]}
      />
    </BarChart>
  );
}
