const expiryFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "March 8, 2025 at 12:00 PM UTC": the buyer's time zone is unknown to the server. */
export function formatExpiry(date: Date): string {
  return `${expiryFormat.format(date)} UTC`;
}
