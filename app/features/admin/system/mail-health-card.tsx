import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { systemCopy } from '#content/admin-system.ts';
import { adminSections } from '#shared/admin-sections.ts';
import type { MailKindHealth } from '#shared/contracts/system.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { formatCount } from '../kit/analytics-format.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../kit/ui/table.tsx';

const copy = systemCopy.mail;

/** Mail the outbox has not sent, by kind; failed mail is retried on the Overview. */
export function MailHealthCard({ mail }: { mail: MailKindHealth[] }) {
  const anyFailed = mail.some((row) => row.failed > 0);
  return (
    <AnalyticsCard icon={Mail} title={copy.title} description={copy.description}>
      {mail.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <Table label={copy.tableLabel}>
            <TableHeader>
              <TableRow>
                <TableHead>{copy.kind}</TableHead>
                <TableHead className="text-right">{copy.waiting}</TableHead>
                <TableHead className="text-right">{copy.retrying}</TableHead>
                <TableHead className="text-right">{copy.failed}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {mail.map((row) => (
                <TableRow key={row.kind}>
                  <TableCell className="font-medium">{row.label}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(row.waiting)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(row.retrying)}
                  </TableCell>
                  <TableCell
                    className={
                      row.failed > 0
                        ? 'text-right font-semibold text-destructive tabular-nums'
                        : 'text-right tabular-nums'
                    }
                  >
                    {formatCount(row.failed)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {anyFailed && (
            <p className="text-sm text-muted-foreground">
              {copy.failedHandled}{' '}
              <Link
                to={adminSections.overview.path}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {copy.failedLink}
              </Link>
              .
            </p>
          )}
        </div>
      )}
    </AnalyticsCard>
  );
}
