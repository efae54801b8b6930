import { useQuery } from '@tanstack/react-query';
import { MapPinned } from 'lucide-react';
import { useParams } from 'react-router';
import { LoadStatus } from '../kit/load-status.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { EntryEditor } from './entry-editor.tsx';
import { JurisdictionTable } from './jurisdiction-table.tsx';
import { fetchJurisdictions } from './state-guides-api.ts';
import { stateGuidesCopy } from './state-guides-copy.ts';

const copy = stateGuidesCopy;

/** The list of all 51 jurisdictions; at /admin/state-guides/:entryId, that guide's editor. */
export function StateGuidesSection() {
  const { entryId } = useParams();
  const id = Number(entryId);
  if (entryId !== undefined && Number.isInteger(id) && id > 0) {
    // Keyed by the entry: another guide's address starts a fresh editor.
    return <EntryEditor key={id} entryId={id} />;
  }
  return <JurisdictionList />;
}

function JurisdictionList() {
  const states = useQuery({ queryKey: adminKeys.jurisdictions, queryFn: fetchJurisdictions });
  const { data } = states;
  return (
    <SectionCard
      icon={MapPinned}
      title={copy.title}
      description={copy.description}
      className="flex flex-col gap-4"
    >
      <LoadStatus
        isPending={states.isPending}
        isError={states.isError}
        hasData={data !== undefined}
        error={states.error}
        loadingText={copy.loading}
        onRetry={() => void states.refetch()}
      />
      {data && <JurisdictionTable states={data} />}
    </SectionCard>
  );
}
