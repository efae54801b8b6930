import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/components/ui/table.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { formatDateTime } from '../format.ts';
import { LoadStatus } from '../load-status.tsx';
import { useAudit } from './use-security.ts';

const copy = adminCopy.security;
const actionLabels: Readonly<Record<string, string>> = adminCopy.auditActions;

/** The newest 50 admin actions: when, who, what, on what, from where. */
export function AuditLog() {
  const audit = useAudit();
  const columns = copy.auditColumns;
  return (
    <div className="flex flex-col gap-3">
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
          <TableHeader>
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
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
                <TableCell className="whitespace-nowrap">{entry.actorEmail}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {Object.hasOwn(actionLabels, entry.action)
                    ? actionLabels[entry.action]
                    : entry.action}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {entry.target ?? adminCopy.common.none}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {entry.ip ?? adminCopy.common.none}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
