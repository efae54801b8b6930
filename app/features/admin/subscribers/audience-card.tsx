import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Select } from '#app/components/ui/select.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/features/admin/kit/ui/table.tsx';
import {
  broadcastAudiences,
  type AudienceMember,
  type BroadcastAudience,
} from '#shared/contracts/admin-mail.ts';
import { formatDay } from '../kit/format.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { mailCopy } from '../mail/mail-copy.ts';
import { fetchAudience } from './subscribers-api.ts';
import { audienceCopy } from './subscribers-copy.ts';
import { FilterField } from '../kit/filter-field.tsx';
import { PagedListCard } from '../kit/paged-list-card.tsx';

const copy = audienceCopy;
const audienceNames = mailCopy.audiences;
/** Largest first: everyone, then each part. */
const countOrder = ['both', 'subscribers', 'buyers'] as const;

function isAudience(value: string): value is BroadcastAudience {
  return (broadcastAudiences as readonly string[]).includes(value);
}

function AudienceTable({ rows }: { rows: readonly AudienceMember[] }) {
  return (
    <Table label={copy.listLabel}>
      <TableHeader>
        <TableRow>
          <TableHead>{copy.columns.email}</TableHead>
          <TableHead>{copy.columns.sources}</TableHead>
          <TableHead>{copy.columns.since}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.email}>
            <TableCell className="font-medium whitespace-nowrap">{row.email}</TableCell>
            <TableCell>
              <span className="flex flex-wrap gap-1">
                {row.subscriber && <StatusBadge tone="info">{copy.sources.subscriber}</StatusBadge>}
                {row.buyer && <StatusBadge tone="success">{copy.sources.buyer}</StatusBadge>}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDay(row.since)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Everyone marketing mail reaches now, by audience, with where each agreed to news: the
 * same addresses and counts as the Mail section's (server/mail-audience/audience-repository.ts).
 */
export function AudienceCard() {
  const [audience, setAudience] = useState<BroadcastAudience>('both');
  const [page, setPage] = useState(1);
  const members = useQuery({
    queryKey: adminKeys.audience(audience, page),
    queryFn: () => fetchAudience(audience, page),
    placeholderData: keepPreviousData,
  });
  const { data } = members;

  return (
    <PagedListCard
      icon={Megaphone}
      title={copy.title}
      description={copy.description}
      query={members}
      label={copy.title}
      empty={copy.empty}
      onPage={setPage}
      controls={
        <>
          {data && (
            <dl aria-label={copy.countsLabel} className="grid grid-cols-3 gap-2">
              {countOrder.map((key) => (
                <div key={key} className="flex flex-col gap-1 rounded-md border bg-background p-3">
                  <dt className="text-xs text-muted-foreground">{audienceNames[key]}</dt>
                  <dd className="text-lg font-bold tabular-nums">
                    {data.counts[key].toLocaleString('en-US')}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <FilterField label={copy.audienceLabel} className="sm:w-64">
            {(id) => (
              <Select
                id={id}
                value={audience}
                onChange={(event) => {
                  if (!isAudience(event.target.value)) return;
                  setAudience(event.target.value);
                  setPage(1);
                }}
              >
                {countOrder.map((key) => (
                  <option key={key} value={key}>
                    {audienceNames[key]}
                  </option>
                ))}
              </Select>
            )}
          </FilterField>
        </>
      }
    >
      {(rows) => <AudienceTable rows={rows} />}
    </PagedListCard>
  );
}
