import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';
import { formatDollars } from '../kit/format.ts';
import { formatCount, formatShortDay, formatDay } from '../kit/analytics-format.ts';
import { analyticsCopy } from './analytics-copy.ts';

const copy = analyticsCopy.chart;

// The theme's own variables, so strokes and text follow the light and dark themes; a solid and a
// dashed line and bars tell the series apart without relying on colour.
const axisText = { fill: 'var(--muted-foreground)', fontSize: 12 };
const conversionsColor = 'var(--warning-foreground)';
const lines = [
  { key: 'visitors', color: 'var(--primary)', dash: undefined },
  { key: 'pageViews', color: 'var(--muted-foreground)', dash: '6 4' },
] as const;

// Up to two weeks each day is a dot too: a day without visits shows as a point on the zero
// line, and a one-day period (today, yesterday) as a point, where a line needs two days.
const dottedDays = 14;

/**
 * Visitors and page views per day as lines, conversions as bars, drawn with recharts. Loaded
 * lazily: the library stays out of the admin route's first chunk. Conversions are far fewer
 * than visits, so they get their own axis on the right. The day's net revenue is in the
 * tooltip (an invisible series: a third scale would crowd a phone's width).
 */
export function DailyChart({ daily }: { daily: AnalyticsDashboard['daily'] }) {
  const dot = daily.length <= dottedDays && { r: 3, strokeWidth: 2 };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={daily} accessibilityLayer={false} margin={{ top: 8, right: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={formatShortDay}
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
          tick={{ ...axisText, fill: conversionsColor }}
          stroke="var(--border)"
          width={32}
        />
        {/* Revenue's own scale, not drawn: it must not stretch the conversions' axis. */}
        <YAxis yAxisId="revenue" hide />
        <Tooltip
          formatter={(value, name) =>
            name === copy.revenue && typeof value === 'number' ? formatDollars(value) : value
          }
          labelFormatter={(day) => (typeof day === 'string' ? formatDay(day) : day)}
          contentStyle={{
            background: 'var(--card)',
            border: '1px solid var(--border)',
            borderRadius: 'var(--radius-md)',
            color: 'var(--card-foreground)',
          }}
          labelStyle={{ color: 'var(--card-foreground)', fontWeight: 600 }}
          cursor={{ stroke: 'var(--border)' }}
        />
        {/* In the order drawn, not alphabetical. */}
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        <Bar
          dataKey="conversions"
          name={copy.conversions}
          yAxisId="conversions"
          fill={conversionsColor}
          fillOpacity={0.45}
          maxBarSize={24}
          isAnimationActive={false}
        />
        <Line
          dataKey="revenue"
          name={copy.revenue}
          yAxisId="revenue"
          stroke="none"
          dot={false}
          activeDot={false}
          legendType="none"
          isAnimationActive={false}
        />
        {lines.map((line) => (
          <Line
            key={line.key}
            // Straight from day to day: each point is a day's count, and a curve would draw
            // values between days that no day had.
            type="linear"
            dataKey={line.key}
            name={copy[line.key]}
            yAxisId="counts"
            stroke={line.color}
            strokeDasharray={line.dash}
            strokeWidth={2}
            dot={dot && { ...dot, fill: line.color }}
            isAnimationActive={false}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
