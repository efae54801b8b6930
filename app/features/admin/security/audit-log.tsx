import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/features/admin/kit/ui/table.tsx';
import type { AuditEntry } from '#shared/contracts/admin.ts';
import { formatDateTime } from '../kit/format.ts';
import { commonCopy } from '../kit/kit-copy.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { auditActionsCopy, securityCopy } from './security-copy.ts';
import { useAudit } from './use-security.ts';

const copy = securityCopy;
const actionLabels: Readonly<Record<string, string>> = auditActionsCopy;

// Narrower than 48rem (a phone, or the section beside the side bar) the five columns do not
// fit: each entry becomes a stack of labelled lines (the label from the cell's data-label),
// with the header row kept for screen readers.
const stackedRow = '@max-3xl:flex @max-3xl:flex-col @max-3xl:gap-1 @max-3xl:py-2.5';
const stackedCell =
  'whitespace-nowrap @max-3xl:flex @max-3xl:gap-3 @max-3xl:px-3 @max-3xl:py-0 @max-3xl:whitespace-normal @max-3xl:wrap-anywhere @max-3xl:before:w-16 @max-3xl:before:shrink-0 @max-3xl:before:font-medium @max-3xl:before:text-muted-foreground @max-3xl:before:content-[attr(data-label)]';

/**
 * What an entry acted on, as the seller knows it (a code's text, a broadcast's subject), with
 * the record's id after it in small type for support; the id alone where it is the name (an
 * address) or an older entry has no label.
 */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  if (entry.target === null) return commonCopy.none;
  if (entry.targetLabel === null || entry.targetLabel === entry.target) return entry.target;
  return (
    <span className="flex flex-col">
      <span>{entry.targetLabel}</span>
      <span className="font-mono text-xs text-muted-foreground">{entry.target}</span>
    </span>
  );
}

/** The newest 50 admin actions: when, who, what, on what, from where; a list on a phone. */
export function AuditLog() {
  const audit = useAudit();
  const columns = copy.auditColumns;
  return (
    <div className="@container flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{copy.auditTitle}</h3>
        <p className="text-sm text-muted-foreground">{copy.auditDescription}</p>
      </div>
      <LoadStatus
        isPending={audit.isPending}
        isError={audit.isError}
        hasData={audit.data !== undefined}
        error={audit.error}
        onRetry={() => void audit.refetch()}
      />
      {audit.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">{copy.auditEmpty}</p>
      )}
      {audit.data && audit.data.length > 0 && (
        <Table label={copy.auditTitle}>
          <TableHeader className="@max-3xl:sr-only">
            <TableRow>
              <TableHead>{columns.at}</TableHead>
              <TableHead>{columns.actor}</TableHead>
              <TableHead>{columns.action}</TableHead>
              <TableHead>{columns.target}</TableHead>
              <TableHead>{columns.ip}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {audit.data.map((entry) => (
              <TableRow key={entry.id} className={stackedRow}>
                <TableCell data-label={columns.at} className={stackedCell}>
                  {formatDateTime(entry.at)}
                </TableCell>
                <TableCell data-label={columns.actor} className={stackedCell}>
                  {entry.actorEmail}
                </TableCell>
                <TableCell data-label={columns.action} className={stackedCell}>
                  {Object.hasOwn(actionLabels, entry.action)
                    ? actionLabels[entry.action]
                    : entry.action}
                </TableCell>
                <TableCell data-label={columns.target} className={stackedCell}>
                  <AuditTarget entry={entry} />
                </TableCell>
                <TableCell data-label={columns.ip} className={stackedCell}>
                  {entry.ip ?? commonCopy.none}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
