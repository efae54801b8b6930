import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, FilePenLine, History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '#app/components/ui/notices.ts';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { adminSections } from '#shared/admin-sections.ts';
import {
  staleSaveMessage,
  type EntryDetail,
  type EntryKind,
} from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { SectionCard } from '../kit/section-card.tsx';
import { EntryFields } from './entry-fields.tsx';
import { EntryPreview } from './entry-preview.tsx';
import { EntryStatus, savedLine } from './entry-status.tsx';
import { LifecycleBar } from './lifecycle-bar.tsx';
import { fetchEntry, publishingKeys } from './publishing-api.ts';
import { publishingCopy } from './publishing-copy.ts';
import { RevisionsPanel } from './revisions-panel.tsx';
import { useEntryDraft, type DraftState } from './use-entry-draft.ts';

const copy = publishingCopy.editor;

const listPaths: Record<EntryKind, string> = {
  post: adminSections.posts.path,
  state_guide: adminSections['state-guides'].path,
  page: adminSections.pages.path,
};

/** One entry's editor, at its own address in its section: loads it, then edits it. */
export function EntryEditor({ entryId }: { entryId: number }) {
  const entry = useQuery({
    queryKey: publishingKeys.entry(entryId),
    queryFn: () => fetchEntry(entryId),
    // The editor holds its own working copy from here on: a refetch must not reset what is
    // being typed, and a copy left in the cache would hold an old version when it opens again.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (!entry.data) {
    return (
      <SectionCard icon={FilePenLine} title={copy.formLabel}>
        <LoadStatus
          isPending={entry.isPending}
          isError={entry.isError}
          hasData={false}
          error={entry.error}
          loadingText={copy.loading}
          onRetry={() => void entry.refetch()}
        />
      </SectionCard>
    );
  }
  return <LoadedEditor initial={entry.data} />;
}

function LoadedEditor({ initial }: { initial: EntryDetail }) {
  const draft = useEntryDraft(initial);
  const { entry, content } = draft;
  const [restoring, setRestoring] = useState(false);
  const stale = draft.state === 'stale';

  function restore(action: (version: number) => Promise<EntryDetail>) {
    setRestoring(true);
    draft
      .commit(action)
      .then((detail) => {
        draft.reset(detail);
        notify({ ...publishingCopy.notices.restored, variant: 'success' });
      })
      .catch((error: unknown) => {
        if (!stale) notifyFailure(publishingCopy.notices.failed, error);
      })
      .finally(() => setRestoring(false));
  }

  return (
    <SectionCard
      icon={FilePenLine}
      title={content.title}
      description={<EntryStatus entry={entry} />}
      actions={
        <Link
          to={listPaths[entry.kind]}
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {copy.back}
        </Link>
      }
      className="flex flex-col gap-4"
    >
      <SaveState state={draft.state} savedAt={draft.savedAt} entry={entry} />
      {draft.restoredAt && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-primary/40 px-3 py-2 text-sm"
        >
          <History className="size-4 shrink-0 text-primary" aria-hidden />
          {fillPlaceholders(copy.restored, { at: formatDateTime(draft.restoredAt) })}
        </p>
      )}
      {stale && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/50 px-3 py-2 text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <p>
            <strong>{staleSaveMessage}</strong> {copy.stale}
          </p>
        </div>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <form
          noValidate
          aria-label={copy.formLabel}
          className="flex min-w-0 flex-col gap-6"
          onSubmit={(event) => event.preventDefault()}
        >
          <EntryFields
            content={content}
            onChange={draft.setContent}
            errors={draft.errors}
            path={entry.path}
          />
          <LifecycleBar entry={entry} content={content} commit={draft.commit} stale={stale} />
          <RevisionsPanel entryId={entry.id} onRestore={restore} busy={restoring || stale} />
        </form>
        <div className="min-w-0 xl:sticky xl:top-4 xl:self-start">
          <EntryPreview path={entry.path} entryId={entry.id} reloads={draft.saves} />
        </div>
      </div>
    </SectionCard>
  );
}

/** The line that says whether the server holds what is on screen. */
function SaveState({
  state,
  savedAt,
  entry,
}: {
  state: DraftState;
  savedAt: string | undefined;
  entry: EntryDetail;
}) {
  const text: Record<DraftState, string> = {
    saved: savedAt
      ? fillPlaceholders(copy.autosaved, { at: formatDateTime(savedAt) })
      : savedLine(entry),
    dirty: copy.unsaved,
    saving: copy.autosaving,
    stale: copy.unsaved,
    failed: copy.autosaveFailed,
  };
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {text[state]}
    </p>
  );
}
