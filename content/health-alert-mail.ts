/**
 * The owners' health alerts (server/system/health-alert-mail.ts): mail failing for an hour,
 * backups stopped, and each one's end. `since`, `closed`: a time in the seller's zone;
 * `lasted`: a duration as `lastedText` writes it.
 */
export const healthAlertMailCopy = {
  mail: {
    subject: 'Mail from your shop is not going out',
    opened: (since: string) =>
      `Your shop has not been able to send mail since ${since}: the mail server cannot be reached or refuses it. Guides, receipts and replies wait in the outbox and go out once it works again; each is retried for 48 hours.`,
    whatToDo:
      "What you can do: check the mail server's settings (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD) and your mail provider's status. The System section shows the mail waiting. If the mail server refused the shop itself, the Mail section offers Resume sending once that is fixed.",
    recoveredSubject: 'Mail from your shop is going out again',
    recovered: (lasted: string) =>
      `Mail is flowing again: the mail server accepts it. It had been failing for ${lasted}; the mail that waited is being sent.`,
  },
  backups: {
    subject: 'Backups of your shop have stopped',
    opened: (since: string) =>
      `No backup of your shop has succeeded since ${since}. Until one does, a lost disk would lose every order, subscriber and setting since then.`,
    whatToDo:
      "What you can do: open the System section. The last backup's error says what failed (disk space, storage settings), and you can start a backup there now. Check that scheduled backups are on.",
    recoveredSubject: 'Backups of your shop are running again',
    recovered: (lasted: string) =>
      `Backups are running again: a backup succeeded. None had for ${lasted}.`,
  },
  /** An alert rendered after its incident ended: it waited in the outbox, as mail did. */
  late: (closed: string) =>
    `This alert could only be sent now: it is already over since ${closed}. A second mail says so.`,
  button: 'Open the System section',
  why: 'You get this mail because you are an owner of the shop. It comes once when something goes wrong and once when it is fixed.',
} as const;

const units = [
  { ms: 86_400_000, one: 'day', many: 'days' },
  { ms: 3_600_000, one: 'hour', many: 'hours' },
  { ms: 60_000, one: 'minute', many: 'minutes' },
] as const;

const counted = (count: number, unit: (typeof units)[number]) =>
  `${count} ${count === 1 ? unit.one : unit.many}`;

/** "2 days 3 hours", "1 hour", "5 minutes", "less than a minute": the largest unit and the next. */
export function lastedText(ms: number): string {
  const index = units.findIndex((unit) => ms >= unit.ms);
  const largest = units[index];
  if (!largest) return 'less than a minute';
  const count = Math.floor(ms / largest.ms);
  const next = units[index + 1];
  const rest = next ? Math.floor((ms - count * largest.ms) / next.ms) : 0;
  return next && rest > 0
    ? `${counted(count, largest)} ${counted(rest, next)}`
    : counted(count, largest);
}
