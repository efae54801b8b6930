/** What the back office's Analytics section says; its toasts are at the end. */
export const analyticsCopy = {
  periodLabel: 'Period',
  /** The period buttons, by the value the address carries (`?period=7`). */
  periods: {
    today: 'Today',
    yesterday: 'Yesterday',
    '7': '7 days',
    '14': '14 days',
    '30': '30 days',
    '90': '90 days',
  },
  /** The filters set by a click on a card's row, as chips above the cards. */
  filters: {
    label: 'Filters',
    dimensions: {
      page: 'Page',
      entry: 'Entry page',
      exit: 'Exit page',
      source: 'Source',
      medium: 'UTM medium',
      campaign: 'UTM campaign',
      device: 'Device',
      browser: 'Browser',
      os: 'Operating system',
      country: 'Country',
      region: 'State',
    },
    /** A chip: "Source: Google". */
    chip: '{{dimension}}: {{value}}',
    /** Its × button. */
    remove: 'Remove filter {{dimension}}: {{value}}',
    clearAll: 'Clear all',
  },
  /** Each headline figure against the period of the same length just before. */
  compare: {
    /** "+12% vs previous 7 days". */
    change: '{{change}} vs {{against}}',
    against: {
      today: 'yesterday',
      yesterday: 'the day before',
      days: 'previous {{days}} days',
    },
    /** Nothing before, something now. */
    new: 'New',
    noChange: 'No change',
    /** For screen readers and the tooltip: "was 1,102". */
    was: 'was {{value}}',
  },
  /** The headline figures that are not cards of their own before the comparison. */
  headline: {
    uniqueVisitors: 'Unique Visitors',
    viewsPerSession: 'Views per Session',
    avgSession: 'Avg. Session',
    conversionRate: 'Conversion Rate',
    purchases: 'Purchases',
  },
  /** DB-IP Lite's licence (CC BY 4.0) asks for this line wherever its places are shown. */
  geoAttribution: {
    text: 'IP geolocation by',
    link: 'DB-IP',
    href: 'https://db-ip.com',
  },
  loading: 'Loading analytics...',
  updating: 'Updating...',
  cards: {
    totalVisitors: 'Total Visitors',
    pageViews: 'Page Views',
    bounceRate: 'Bounce Rate',
    revenue: 'Revenue',
    activeUsers: 'Active Users (30m)',
    recentActivity: 'Recent Activity',
    daily: 'Visitors per Day',
    funnel: 'Purchase Funnel',
    revenueBySource: 'Revenue by Source',
    goals: 'Goals',
    /** The ranked cards, by the contract's card id: their CSV link's name. */
    pages: 'Top Pages',
    entryPages: 'Entry Pages',
    exitPages: 'Exit Pages',
    sources: 'Traffic Sources',
    mediums: 'UTM Medium',
    campaigns: 'UTM Campaign',
    devices: 'Devices',
    browsers: 'Browsers',
    operatingSystems: 'Operating Systems',
    countries: 'Countries',
    regions: 'US States',
    /** The cards that show several ranked cards as tabs. */
    groups: {
      pages: 'Pages',
      sources: 'Sources',
      technology: 'Devices & Software',
      places: 'Locations',
    },
  },
  /** A ranked card's rows: what a click filters by, and what an empty card says. */
  dimensions: {
    /** A row's button, with the filter chip's words: "Filter by Source: Google". */
    filterBy: 'Filter by {{dimension}}: {{value}}',
    /** Each ranked card's tab in its group card: short, three fit a phone's width. */
    tabs: {
      pages: 'Top',
      entryPages: 'Entry',
      exitPages: 'Exit',
      sources: 'Sources',
      mediums: 'Medium',
      campaigns: 'Campaign',
      devices: 'Devices',
      browsers: 'Browsers',
      operatingSystems: 'OS',
      countries: 'Countries',
      regions: 'US states',
    },
    /** Cards whose empty state says more than noPageViews / noSessions. */
    empty: {
      mediums: 'No sessions with a UTM medium in this period.',
      campaigns: 'No sessions with a UTM campaign in this period.',
      countries: 'No located sessions in this period yet.',
      regions: 'No sessions from a US state in this period yet.',
    },
  },
  goals: {
    description: 'Sessions that reached each goal, and their share of all sessions.',
    /** `cta:<location>`: "Call to action: hero". */
    cta: 'Call to action: {{location}}',
    /** `scroll:<percent>`: "Scrolled 75%". */
    scroll: 'Scrolled {{percent}}%',
    engaged: 'Engaged ({{seconds}} s)',
    deeplyEngaged: 'Deeply engaged ({{minutes}} min)',
    videoPlay: 'Video played',
    beginCheckout: 'Checkout started',
    purchase: 'Purchase',
    /** A goal's rate: "24.8% of sessions". */
    rate: '{{percent}} of sessions',
    empty: 'No goals reached in this period yet.',
  },
  /** Each card's download link: "CSV", named "Download Traffic Sources as CSV". */
  export: {
    link: 'CSV',
    name: 'Download {{card}} as CSV',
  },
  /** Under the revenue: what the net is made of. */
  revenueDetail: '{{gross}} gross, {{refunded}} refunded, without sales tax',
  activeUsersNote: 'Sessions active in the last 30 minutes',
  /** A page's or device's count: "1,204 views". */
  views: { one: '{{n}} view', other: '{{n}} views' },
  /** A source's count: "318 sessions". */
  sessions: { one: '{{n}} session', other: '{{n}} sessions' },
  noPageViews: 'No page views in this period yet.',
  noSessions: 'No sessions in this period yet.',
  noPurchases: 'No purchases in this period yet.',
  chart: {
    summary:
      'Visitors, page views and conversions per day from {{from}} to {{to}}; totals: {{visitors}}, {{pageViews}}, {{conversions}}.',
    /** Under the chart's caption: the period's net revenue (the tooltip gives each day's). */
    revenueTotal: 'Net revenue in the period: {{revenue}}.',
    /** The summary's totals, each with its noun. */
    totals: {
      visitors: { one: '{{n}} visitor', other: '{{n}} visitors' },
      pageViews: { one: '{{n}} page view', other: '{{n}} page views' },
      conversions: { one: '{{n}} conversion', other: '{{n}} conversions' },
    },
    tableCaption: 'Visitors, page views, conversions and net revenue per day',
    day: 'Day',
    visitors: 'Visitors',
    pageViews: 'Page views',
    conversions: 'Conversions',
    revenue: 'Net revenue',
    loading: 'Loading chart...',
    /** After the caption when some days had no visit: they are drawn at zero. */
    quietDays: {
      one: '{{n}} day without visits, drawn at zero.',
      other: '{{n}} days without visits, drawn at zero.',
    },
    empty: 'No visits in this period yet: the chart fills in as visitors arrive.',
  },
  funnel: {
    description: 'Sessions of the period and how far they got towards a purchase.',
    sessions: 'Sessions',
    viewedCheckout: 'Viewed checkout',
    startedPayment: 'Started payment',
    purchased: 'Purchased',
    /** A step's share: "12.5% of sessions". */
    share: '{{percent}} of sessions',
  },
  revenueBySource: {
    description:
      "Purchases by the buyer's first-touch source, most revenue first; refunded ones are taken out.",
    /** "3 purchases". */
    purchases: { one: '{{n}} purchase', other: '{{n}} purchases' },
  },
} as const;
