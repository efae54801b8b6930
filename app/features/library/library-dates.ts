// Dates as the library and its mail name them: "December 11, 2026", in UTC like every date we show.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatLibraryDate = (iso: string): string => dayFormat.format(new Date(iso));
