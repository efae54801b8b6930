import type { BreakdownDimension } from '#server/db/analytics-schema.ts';

/** The per-day sums of analytics_daily a batch changes. */
export interface DailyDelta {
  sessions: number;
  bouncedSessions: number;
  durationSeconds: number;
  pageViews: number;
  checkoutSessions: number;
  paymentSessions: number;
  convertedSessions: number;
  conversions: number;
  revenueCents: number;
  refundedCents: number;
}
export type DailyField = keyof DailyDelta;

export interface BreakdownDelta {
  dimension: BreakdownDimension;
  day: string;
  key: string;
  count: number;
  revenueCents: number;
}

/** Visitors who started a session on `day` whose previous such day was `previousDay`. */
export interface VisitorDayDelta {
  day: string;
  /** Null for visitors seen for the first time. */
  previousDay: string | null;
  visitors: number;
}

const emptyDaily = (): DailyDelta => ({
  sessions: 0,
  bouncedSessions: 0,
  durationSeconds: 0,
  pageViews: 0,
  checkoutSessions: 0,
  paymentSessions: 0,
  convertedSessions: 0,
  conversions: 0,
  revenueCents: 0,
  refundedCents: 0,
});

/**
 * What one flush adds to (or takes from) the rollups, summed per row, so each rollup row is
 * written once per flush whatever the number of events that touch it.
 */
export class RollupDeltas {
  readonly #daily = new Map<string, DailyDelta>();
  readonly #breakdown = new Map<string, BreakdownDelta>();
  readonly #visitorDays = new Map<string, VisitorDayDelta>();

  add(day: string, field: DailyField, amount: number): void {
    if (amount === 0) return;
    const row = this.#daily.get(day) ?? emptyDaily();
    row[field] += amount;
    this.#daily.set(day, row);
  }

  addBreakdown(
    dimension: BreakdownDimension,
    day: string,
    key: string,
    count: number,
    revenueCents = 0,
  ): void {
    const id = JSON.stringify([dimension, day, key]);
    const row = this.#breakdown.get(id) ?? { dimension, day, key, count: 0, revenueCents: 0 };
    row.count += count;
    row.revenueCents += revenueCents;
    this.#breakdown.set(id, row);
  }

  /** One more visitor whose session on `day` follows its session on `previousDay`, if any. */
  addVisitorDay(day: string, previousDay: string | null): void {
    const id = JSON.stringify([day, previousDay]);
    const row = this.#visitorDays.get(id) ?? { day, previousDay, visitors: 0 };
    row.visitors += 1;
    this.#visitorDays.set(id, row);
  }

  /** Rows that change something, in key order: concurrent writers then lock rows in one order. */
  dailyRows(): (DailyDelta & { day: string })[] {
    return [...this.#daily]
      .filter(([, delta]) => Object.values(delta).some((value) => value !== 0))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, delta]) => ({ day, ...delta }));
  }

  breakdownRows(): BreakdownDelta[] {
    return [...this.#breakdown]
      .filter(([, row]) => row.count !== 0 || row.revenueCents !== 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, row]) => row);
  }

  visitorDayRows(): VisitorDayDelta[] {
    return [...this.#visitorDays].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
  }
}
