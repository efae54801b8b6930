import { Server } from 'lucide-react';
import { systemCopy } from '#content/admin-system.ts';
import type { InstanceView } from '#shared/contracts/system.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { formatCount } from '../kit/analytics-format.ts';
import { formatDateTime } from '../kit/format.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../kit/ui/table.tsx';
import { formatFileSize } from '../kit/file-size.ts';
import { formatUptime } from './system-format.ts';

const copy = systemCopy.instances;

/** Each instance: where it runs, what release, how long it has been up and how it is doing. */
export function InstancesCard({ instances }: { instances: InstanceView[] }) {
  return (
    <AnalyticsCard icon={Server} title={copy.title} description={copy.description}>
      <Table label={copy.tableLabel}>
        <TableHeader>
          <TableRow>
            <TableHead>{copy.host}</TableHead>
            <TableHead>{copy.pid}</TableHead>
            <TableHead>{copy.version}</TableHead>
            <TableHead>{copy.upFor}</TableHead>
            <TableHead>{copy.lastSeen}</TableHead>
            <TableHead className="text-right">{copy.pdfWorkerRestarts}</TableHead>
            <TableHead className="text-right">{copy.memory}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {instances.map((instance) => (
            <TableRow key={instance.instanceId}>
              <TableCell>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all">{instance.hostname}</span>
                  {instance.current && <StatusBadge tone="info">{copy.current}</StatusBadge>}
                  {!instance.reporting && (
                    <StatusBadge tone="danger">{copy.notReporting}</StatusBadge>
                  )}
                </div>
              </TableCell>
              <TableCell className="tabular-nums">{instance.pid}</TableCell>
              <TableCell>{instance.version}</TableCell>
              <TableCell className="whitespace-nowrap">
                {formatUptime(instance.uptimeSeconds)}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(instance.seenAt)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCount(instance.pdfWorkerRestarts)}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatFileSize(instance.rssBytes)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </AnalyticsCard>
  );
}
