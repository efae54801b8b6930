/**
 * The header rows of the Analytics cards' CSV downloads. The server writes the files
 * (server/analytics/analytics-export-csv.ts), so they live here and not beside the section.
 */
export const analyticsExportCopy = {
  /** A ranked card's first column: what its rows are. */
  keys: {
    pages: 'Page',
    entryPages: 'Entry page',
    exitPages: 'Exit page',
    sources: 'Source',
    mediums: 'UTM medium',
    campaigns: 'UTM campaign',
    devices: 'Device',
    browsers: 'Browser',
    operatingSystems: 'Operating system',
    countries: 'Country',
    regions: 'Region',
  },
  /** A ranked card's second column, by what it counts. */
  counts: { views: 'Views', sessions: 'Sessions' },
  goals: { goal: 'Goal', sessions: 'Sessions', rate: 'Conversion rate' },
  revenueBySource: { source: 'Source', purchases: 'Purchases', revenue: 'Revenue' },
  daily: {
    day: 'Day',
    visitors: 'Visitors',
    pageViews: 'Page views',
    purchases: 'Purchases',
    revenue: 'Revenue',
  },
} as const;
