import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/features/admin/kit/ui/table.tsx';
import type { SubscribersResponse } from '#shared/contracts/admin.ts';
import { formatDay } from '../kit/format.ts';
import { PersonExportLink } from '../kit/person-export-link.tsx';
import { useAuthState } from '../kit/session.ts';
import { mayExport } from '#shared/admin-sections.ts';
import { PersonErasureButton, useMayErase } from '../kit/person-erasure-button.tsx';
import { personErasureCopy } from '../kit/person-erasure-copy.ts';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { subscribersCopy } from './subscribers-copy.ts';

const copy = subscribersCopy;
const tones: Record<string, StatusTone> = {
  confirmed: 'success',
  pending: 'warning',
  unsubscribed: 'neutral',
};
const statusLabels: Readonly<Record<string, string>> = copy.counts;

const day = (iso: string | null) => (iso === null ? '' : formatDay(iso));

/**
 * The sign-ups, and for an owner each address's data as one file: a subscriber has no page of
 * their own, so the privacy export sits on their row.
 */
export function SubscribersTable({ rows }: { rows: SubscribersResponse['rows'] }) {
  const columns = copy.columns;
  const auth = useAuthState();
  const exports = auth.status === 'signedIn' && mayExport(auth.user.role);
  const mayErase = useMayErase();
  return (
    <Table label={copy.listLabel}>
      <TableHeader>
        <TableRow>
          <TableHead>{columns.email}</TableHead>
          <TableHead>{columns.status}</TableHead>
          <TableHead>{columns.createdAt}</TableHead>
          <TableHead>{columns.confirmedAt}</TableHead>
          <TableHead>{columns.unsubscribedAt}</TableHead>
          {exports && <TableHead>{columns.data}</TableHead>}
          {mayErase && <TableHead>{personErasureCopy.column}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="font-medium whitespace-nowrap">{row.email}</TableCell>
            <TableCell>
              <StatusBadge tone={tones[row.status] ?? 'neutral'}>
                {Object.hasOwn(statusLabels, row.status) ? statusLabels[row.status] : row.status}
              </StatusBadge>
            </TableCell>
            <TableCell className="whitespace-nowrap">{day(row.createdAt)}</TableCell>
            <TableCell className="whitespace-nowrap">{day(row.confirmedAt)}</TableCell>
            <TableCell className="whitespace-nowrap">{day(row.unsubscribedAt)}</TableCell>
            {exports && (
              <TableCell>
                <PersonExportLink email={row.email} inRow />
              </TableCell>
            )}
            {mayErase && (
              <TableCell>
                <PersonErasureButton email={row.email} compact />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
