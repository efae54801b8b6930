import { useQuery } from '@tanstack/react-query';
import { systemCopy } from '#content/admin-system.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { RelayHoldNotice } from '../mail/relay-hold-notice.tsx';
import { BackupsCard } from './backups-card.tsx';
import { IncidentsNotice } from './incidents-notice.tsx';
import { InstancesCard } from './instances-card.tsx';
import { MailHealthCard } from './mail-health-card.tsx';
import { StorageCard } from './storage-card.tsx';
import { fetchSystemStatus, systemKey } from './system-api.ts';

/** Instances report every 15 s: a refresh as often shows one going silent within a minute. */
const systemRefreshMs = 15_000;

/**
 * What keeps the shop running, for its owners: open incidents and a held outbox first, then
 * each instance, the mail not sent, storage, and the backups.
 */
export function SystemSection() {
  const system = useQuery({
    queryKey: systemKey,
    queryFn: fetchSystemStatus,
    refetchInterval: systemRefreshMs,
  });
  const { data } = system;
  return (
    <div className="flex flex-col gap-4">
      <RelayHoldNotice />
      <LoadStatus
        isPending={system.isPending}
        isError={system.isError}
        hasData={data !== undefined}
        error={system.error}
        loadingText={systemCopy.loading}
        onRetry={() => void system.refetch()}
      />
      {data && (
        <>
          <IncidentsNotice incidents={data.incidents} />
          <InstancesCard instances={data.instances} />
          <div className="grid gap-4 lg:grid-cols-2">
            <MailHealthCard mail={data.mail} />
            <StorageCard status={data} />
          </div>
        </>
      )}
      <BackupsCard />
    </div>
  );
}
