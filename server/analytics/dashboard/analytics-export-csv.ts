import { analyticsExportCopy } from '#content/analytics-export.ts';
import type { CsvCell, CsvExport } from '#server/http/csv-export.ts';
import { analyticsBreakdownCards } from '#shared/contracts/admin-analytics.ts';
import type { AnalyticsExportRows } from './dashboard-service.ts';

const copy = analyticsExportCopy;

interface CsvTable {
  headers: readonly string[];
  records: CsvCell[][];
}

const money = (amount: number) => amount.toFixed(2);

/** The card's columns, as its card shows them, and a record per row. */
function csvTable(card: AnalyticsExportRows): CsvTable {
  switch (card.card) {
    case 'goals':
      return {
        headers: [copy.goals.goal, copy.goals.sessions, copy.goals.rate],
        records: card.rows.map((row) => [row.goal, String(row.sessions), String(row.rate)]),
      };
    case 'revenueBySource':
      return {
        headers: [
          copy.revenueBySource.source,
          copy.revenueBySource.purchases,
          copy.revenueBySource.revenue,
        ],
        records: card.rows.map((row) => [row.source, String(row.purchases), money(row.revenue)]),
      };
    case 'daily':
      return {
        headers: [
          copy.daily.day,
          copy.daily.visitors,
          copy.daily.pageViews,
          copy.daily.purchases,
          copy.daily.revenue,
        ],
        records: card.rows.map((row) => [
          row.day,
          String(row.visitors),
          String(row.pageViews),
          String(row.conversions),
          money(row.revenue),
        ]),
      };
    default:
      return {
        headers: [copy.keys[card.card], copy.counts[analyticsBreakdownCards[card.card].counts]],
        records: card.rows.map((row) => [row.key, String(row.count)]),
      };
  }
}

/**
 * A card of the dashboard as a CSV download named after the card and its period:
 * analytics-sources-2026-11-14-to-2026-11-20.csv. The rows are few (one per key or day), so
 * they are read whole before the file is sent.
 */
export function analyticsCsv(card: AnalyticsExportRows, now: Date): CsvExport<CsvCell[]> {
  const table = csvTable(card);
  const name = `analytics-${card.card}`;
  return {
    name,
    fileName: `${name}-${card.from}-to-${card.to}.csv`,
    headers: table.headers,
    cells: (record) => record,
    rows: table.records,
    now,
  };
}
