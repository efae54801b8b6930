import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { adminCopy } from '#content/admin-copy.ts';
import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';
import { formatCount, formatShortUtcDay, formatUtcDay } from './analytics-format.ts';

const copy = adminCopy.analytics.chart;

// The theme's own variables, so strokes and text follow the light and dark themes; the dash
// patterns tell the lines apart without relying on colour.
const axisText = { fill: 'var(--muted-foreground)', fontSize: 12 };
const series = [
  { key: 'visitors', color: 'var(--primary)', dash: undefined, axis: 'counts' },
  { key: 'pageViews', color: 'var(--muted-foreground)', dash: '6 4', axis: 'counts' },
  { key: 'conversions', color: 'var(--warning-foreground)', dash: '2 3', axis: 'conversions' },
] as const;

/**
 * The per-day lines, drawn with recharts. Loaded lazily: the library stays out of the admin
 * route's first chunk. Conversions are far fewer than visits, so they get their own axis.
 */
export function DailyChart({ daily }: { daily: AnalyticsDashboard['daily'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={daily} accessibilityLayer={false} margin={{ top: 8, right: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={formatShortUtcDay}
          tick={axisText}
          stroke="var(--border)"
          minTickGap={24}
        />
        <YAxis
          yAxisId="counts"
          allowDecimals={false}
          tickFormatter={formatCount}
          tick={axisText}
          stroke="var(--border)"
          width={44}
        />
        <YAxis
          yAxisId="conversions"
          orientation="right"
          allowDecimals={false}
          tick={{ ...axisText, fill: 'var(--warning-foreground)' }}
          stroke="var(--border)"
          width={32}
        />
        <Tooltip
          labelFormatter={(day) => (typeof day === 'string' ? formatUtcDay(day) : day)}
          contentStyle={{
            background: 'var(--card)',
            border: '1px solid var(--border)',
            borderRadius: 'var(--radius-md)',
            color: 'var(--card-foreground)',
          }}
          labelStyle={{ color: 'var(--card-foreground)', fontWeight: 600 }}
          cursor={{ stroke: 'var(--border)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((line) => (
          <Line
            key={line.key}
            type="monotone"
            dataKey={line.key}
            name={copy[line.key]}
            yAxisId={line.axis}
            stroke={line.color}
            strokeDasharray={line.dash}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
