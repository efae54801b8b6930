import type {
  AnalyticsExportCard,
  AnalyticsFilterDimension,
} from '#shared/contracts/admin-analytics.ts';

/** Filters the whole dashboard by a row's value (the section keeps it in the address). */
export type FilterHandler = (dimension: AnalyticsFilterDimension, value: string) => void;

/** The CSV address of a card, for the period and filters on screen. */
export type ExportHref = (card: AnalyticsExportCard) => string;
