import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '#app/lib/api-client.ts';
import type { EntryContent, EntryDetail } from '#shared/contracts/publishing.ts';
import { handleAdminRefusal } from '../kit/session.ts';
import { publishingKeys, saveEntry } from './publishing-api.ts';
import { clearUnsavedCopy, readUnsavedCopy, writeUnsavedCopy } from './unsaved-copy.ts';

/** Quiet time after the last keystroke before the draft saves itself. */
export const autosaveDelayMs = 1_500;

/**
 * saved: the server holds what is on screen. dirty: changes wait for the autosave. saving: one is
 * on its way. stale: someone saved a newer version; autosave stopped and nothing is overwritten.
 * failed: the last save did not go through (the copy in this browser keeps the text).
 */
export type DraftState = 'saved' | 'dirty' | 'saving' | 'stale' | 'failed';

/** The server's per-field refusals, named by the content's own field (`content.` dropped). */
export function contentFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([name, message]) => [
      name.replace(/^content\./, ''),
      message,
    ]),
  );
}

const isStale = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/**
 * The editor's working copy of one entry: every change kept in this browser at once and saved
 * to the server (`autosave: true`, with the version it was edited from) once typing stops.
 * `commit` runs a lifecycle action (save, publish, schedule...) after the pending changes,
 * with the version they produced, so two saves never race.
 */
export function useEntryDraft(initial: EntryDetail) {
  const client = useQueryClient();
  const entryId = initial.id;
  const [restored] = useState(() => {
    const copy = readUnsavedCopy(entryId);
    return copy && JSON.stringify(copy.content) !== JSON.stringify(initial.draft)
      ? copy
      : undefined;
  });
  const [entry, setEntry] = useState(initial);
  const [content, setContentState] = useState<EntryContent>(restored?.content ?? initial.draft);
  const [state, setState] = useState<DraftState>(restored ? 'dirty' : 'saved');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [savedAt, setSavedAt] = useState<string | undefined>();
  /** Bumped after each save the server took: the preview reloads on it. */
  const [saves, setSaves] = useState(0);
  const version = useRef(restored?.version ?? initial.version);
  const latest = useRef(content);
  const dirty = useRef(restored !== undefined);
  const stale = useRef(false);
  const inFlight = useRef<Promise<void> | undefined>(undefined);
  /** Counts changes not yet sent: each one restarts the autosave's quiet time. */
  const [edits, setEdits] = useState(restored ? 1 : 0);

  const took = useCallback(
    (detail: EntryDetail, sent: EntryContent) => {
      version.current = detail.version;
      setEntry(detail);
      setSavedAt(detail.savedAt);
      setSaves((count) => count + 1);
      setErrors({});
      if (latest.current === sent) {
        dirty.current = false;
        clearUnsavedCopy(entryId);
        setState('saved');
      } else {
        // Typing went on while the save was on its way: that is saved next.
        writeUnsavedCopy(entryId, detail.version, latest.current);
        setEdits((count) => count + 1);
      }
    },
    [entryId],
  );

  const refused = useCallback(
    (error: unknown) => {
      if (handleAdminRefusal(client, error)) return;
      if (isStale(error)) {
        stale.current = true;
        setState('stale');
        return;
      }
      setErrors(contentFieldErrors(error));
      setState('failed');
    },
    [client],
  );

  /** Sends what is on screen if it changed; resolves when the server answered. */
  const flush = useCallback(async (): Promise<void> => {
    if (inFlight.current) await inFlight.current;
    if (!dirty.current || stale.current) return;
    const sent = latest.current;
    setState('saving');
    const saving = saveEntry(entryId, { version: version.current, content: sent, autosave: true })
      .then((detail) => took(detail, sent))
      .catch((error: unknown) => {
        refused(error);
        throw error;
      })
      .finally(() => {
        inFlight.current = undefined;
      });
    inFlight.current = saving.catch(() => undefined);
    await saving;
  }, [entryId, took, refused]);

  const setContent = useCallback(
    (next: EntryContent) => {
      latest.current = next;
      dirty.current = true;
      setContentState(next);
      writeUnsavedCopy(entryId, version.current, next);
      if (stale.current) return;
      setState('dirty');
      setEdits((count) => count + 1);
    },
    [entryId],
  );

  /** A lifecycle action after the pending changes, with their version; its answer is held. */
  const commit = useCallback(
    async (action: (version: number) => Promise<EntryDetail>): Promise<EntryDetail> => {
      await flush();
      if (stale.current) throw new ApiRequestError(409, 'conflict', '');
      const sent = latest.current;
      try {
        const detail = await action(version.current);
        took(detail, sent);
        void client.invalidateQueries({ queryKey: publishingKeys.all });
        return detail;
      } catch (error) {
        refused(error);
        throw error;
      }
    },
    [client, flush, took, refused],
  );

  /** Replaces the working copy with the server's (a restored revision). */
  const reset = useCallback(
    (detail: EntryDetail) => {
      latest.current = detail.draft;
      setContentState(detail.draft);
      took(detail, detail.draft);
    },
    [took],
  );

  // A copy the server already holds (the same text) is not kept.
  useEffect(() => {
    if (!restored) clearUnsavedCopy(entryId);
  }, [restored, entryId]);

  // Saves once typing stops (a restored copy too, as soon as the editor opens).
  useEffect(() => {
    if (edits === 0) return;
    const timer = setTimeout(() => void flush().catch(() => undefined), autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [edits, flush]);

  // Leaving with changes the server does not hold yet: the browser asks first.
  useEffect(() => {
    if (state === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  return {
    entry,
    content,
    setContent,
    state,
    errors,
    setErrors,
    savedAt,
    saves,
    restoredAt: restored?.savedAt,
    commit,
    reset,
    flush,
  };
}
