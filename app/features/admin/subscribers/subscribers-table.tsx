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

export function SubscribersTable({ rows }: { rows: SubscribersResponse['rows'] }) {
  const columns = copy.columns;
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
