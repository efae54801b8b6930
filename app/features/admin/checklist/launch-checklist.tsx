import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { fetchChecklist } from './checklist-api.ts';
import { checklistCopy } from './checklist-copy.ts';
import { ChecklistItemRow } from './checklist-item.tsx';

const copy = checklistCopy;

/** The launch checklist card: progress, then each item with why and where to fix it. */
export function LaunchChecklist() {
  const titleId = `${useId()}-checklist`;
  const checklist = useQuery({ queryKey: adminKeys.checklist, queryFn: fetchChecklist });
  const items = checklist.data?.items;
  const done = items?.filter((item) => item.done).length ?? 0;
  return (
    <SectionCard
      icon={ListChecks}
      title={copy.title}
      description={copy.description}
      titleId={titleId}
      className="flex flex-col gap-2"
    >
      <LoadStatus
        isPending={checklist.isPending}
        isError={checklist.isError}
        hasData={items !== undefined}
        error={checklist.error}
        loadingText={copy.loading}
        onRetry={() => void checklist.refetch()}
      />
      {items && (
        <>
          <p role="status" className="text-sm font-medium">
            {fillPlaceholders(copy.progress, {
              done: String(done),
              total: String(items.length),
            })}
          </p>
          <ul aria-labelledby={titleId} className="divide-y">
            {items.map((item) => (
              <ChecklistItemRow key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}
