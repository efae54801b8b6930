import { useQuery } from '@tanstack/react-query';
import { diffWords } from 'diff';
import { GitCompare, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { EntryDetail, Revision } from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { formatDateTime } from '../kit/format.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { entryText } from './entry-text.ts';
import {
  fetchRevision,
  fetchRevisions,
  publishingKeys,
  restoreRevision,
} from './publishing-api.ts';
import { publishingCopy } from './publishing-copy.ts';

const copy = publishingCopy.revisions;

interface RevisionsPanelProps {
  entryId: number;
  /** Restores a revision through the editor, which then holds its text. */
  onRestore: (restore: (version: number) => Promise<EntryDetail>) => void;
  busy: boolean;
}

/** Every revision of the entry, newest first: compare one with the published text, restore one. */
export function RevisionsPanel({ entryId, onRestore, busy }: RevisionsPanelProps) {
  const revisions = useQuery({
    queryKey: publishingKeys.revisions(entryId),
    queryFn: () => fetchRevisions(entryId),
  });
  const [open, setOpen] = useState<number | undefined>();
  const { data } = revisions;
  return (
    <section aria-labelledby={`revisions-${String(entryId)}`} className="flex flex-col gap-2">
      <h3 id={`revisions-${String(entryId)}`} className="flex items-center gap-2 font-semibold">
        <History className="size-4" aria-hidden />
        {copy.title}
      </h3>
      <LoadStatus
        isPending={revisions.isPending}
        isError={revisions.isError}
        hasData={data !== undefined}
        error={revisions.error}
        loadingText={copy.loading}
        onRetry={() => void revisions.refetch()}
      />
      {data?.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      {data && data.length > 0 && (
        <ol className="flex flex-col divide-y rounded-md border">
          {data.map((revision) => (
            <li key={revision.number} className="flex flex-col gap-2 p-3">
              <RevisionRow
                revision={revision}
                comparing={open === revision.number}
                onCompare={() => setOpen(open === revision.number ? undefined : revision.number)}
                onRestore={() =>
                  onRestore((version) => restoreRevision(entryId, revision.number, version))
                }
                busy={busy}
              />
              {open === revision.number && (
                <RevisionDiff entryId={entryId} number={revision.number} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RevisionRow({
  revision,
  comparing,
  onCompare,
  onRestore,
  busy,
}: {
  revision: Revision;
  comparing: boolean;
  onCompare: () => void;
  onRestore: () => void;
  busy: boolean;
}) {
  const n = String(revision.number);
  const name = fillPlaceholders(copy.row, { n });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">
        <span className="font-medium">{name}</span> · {copy.actions[revision.action]} ·{' '}
        {formatDateTime(revision.savedAt)}
        {revision.savedBy && ` · ${fillPlaceholders(copy.by, { who: revision.savedBy })}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={comparing}
          aria-label={`${comparing ? copy.hide : copy.compare}: ${name}`}
          onClick={onCompare}
        >
          <GitCompare className="size-4" aria-hidden />
          {comparing ? copy.hide : copy.compare}
        </Button>
        <ConfirmAction
          trigger={
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`${copy.restore}: ${name}`}
            >
              <RotateCcw className="size-4" aria-hidden />
              {copy.restore}
            </Button>
          }
          title={fillPlaceholders(copy.restoreTitle, { n })}
          description={copy.restoreDescription}
          confirm={copy.restore}
          onConfirm={onRestore}
        />
      </div>
    </div>
  );
}

/** The revision's words against the published text's: added ones marked, removed ones struck. */
function RevisionDiff({ entryId, number }: { entryId: number; number: number }) {
  const revision = useQuery({
    queryKey: publishingKeys.revision(entryId, number),
    queryFn: () => fetchRevision(entryId, number),
  });
  const { data } = revision;
  if (!data) {
    return (
      <LoadStatus
        isPending={revision.isPending}
        isError={revision.isError}
        hasData={false}
        error={revision.error}
        onRetry={() => void revision.refetch()}
      />
    );
  }
  const changes = diffWords(
    data.published ? entryText(data.published) : '',
    entryText(data.content),
  );
  const changed = changes.some((change) => change.added || change.removed);
  return (
    <div
      role="region"
      aria-label={fillPlaceholders(copy.diffLabel, { n: String(number) })}
      className="flex flex-col gap-2"
    >
      {!data.published && <p className="text-sm text-muted-foreground">{copy.noPublished}</p>}
      {data.published && !changed && <p className="text-sm text-muted-foreground">{copy.same}</p>}
      <p className="max-h-96 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap">
        {changes.map((change, index) =>
          change.added ? (
            <ins
              key={index}
              title={copy.added}
              className="bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-200"
            >
              {change.value}
            </ins>
          ) : change.removed ? (
            <del
              key={index}
              title={copy.removed}
              className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200"
            >
              {change.value}
            </del>
          ) : (
            <span key={index}>{change.value}</span>
          ),
        )}
      </p>
    </div>
  );
}
