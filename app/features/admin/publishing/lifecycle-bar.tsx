import { CalendarClock, EyeOff, Mail, Save, Send, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { adminMailPath, adminSections } from '#shared/admin-sections.ts';
import type { EntryContent, EntryDetail } from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { formatDateTime } from '../kit/format.ts';
import { handleAdminRefusal } from '../kit/session.ts';
import { useQueryClient } from '@tanstack/react-query';
import { LinkList } from './link-picker.tsx';
import { MarkReviewedDialog } from './mark-reviewed-dialog.tsx';
import {
  deleteEntry,
  makeBroadcast,
  publishEntry,
  publishingKeys,
  saveEntry,
  scheduleEntry,
  unpublishEntry,
} from './publishing-api.ts';
import { publishingCopy } from './publishing-copy.ts';
import { clearUnsavedCopy } from './unsaved-copy.ts';

const copy = publishingCopy.lifecycle;
const notices = publishingCopy.notices;

/** Where each kind's list lives, to go back to once the entry is deleted. */
const sectionPaths: Record<EntryContent['kind'], string> = {
  post: adminSections.posts.path,
  state_guide: adminSections['state-guides'].path,
  page: adminSections.pages.path,
};

/** A time the schedule field accepts: in the future, as the admin's local time. */
export function scheduleError(local: string, now = new Date()): string | undefined {
  const at = new Date(local);
  return local && !Number.isNaN(at.getTime()) && at > now ? undefined : copy.scheduleFuture;
}

interface LifecycleBarProps {
  entry: EntryDetail;
  content: EntryContent;
  /** Runs an action after the pending changes are saved, with their version. */
  commit: (action: (version: number) => Promise<EntryDetail>) => Promise<EntryDetail>;
  /** Autosave stopped on a newer version: nothing here may write. */
  stale: boolean;
}

/** Save, publish, schedule, unpublish, delete; a published post's broadcast; the review. */
export function LifecycleBar({ entry, content, commit, stale }: LifecycleBarProps) {
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | undefined>();
  const [redirect, setRedirect] = useState<{ to: string | null; title?: string }>({ to: null });
  const [redirecting, setRedirecting] = useState(false);
  const [broadcastId, setBroadcastId] = useState<number | undefined>();
  const [reviewing, setReviewing] = useState(false);
  const fixed = entry.kind === 'page';

  async function run<Output>(action: () => Promise<Output>, done: (output: Output) => void) {
    setBusy(true);
    try {
      done(await action());
    } catch (error) {
      // A stale version is shown by the editor's own persistent message.
      if (!stale && !handleAdminRefusal(client, error)) notifyFailure(notices.failed, error);
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    run(
      () => commit((version) => saveEntry(entry.id, { version, content, autosave: false })),
      () => notify({ ...notices.saved, variant: 'success' }),
    );
  const publish = () =>
    run(
      () => commit((version) => publishEntry(entry.id, version)),
      () => notify({ ...notices.published, variant: 'success' }),
    );
  const schedule = () => {
    const error = scheduleError(at);
    setAtError(error);
    if (error) {
      document.getElementById(`${id}-at`)?.focus();
      return;
    }
    void run(
      () => commit((version) => scheduleEntry(entry.id, version, new Date(at).toISOString())),
      (detail) =>
        notify({
          ...notices.scheduled,
          description: detail.scheduledAt ? formatDateTime(detail.scheduledAt) : undefined,
          variant: 'success',
        }),
    );
  };
  const unpublish = () =>
    run(
      () => commit(() => unpublishEntry(entry.id)),
      () => notify({ ...notices.unpublished, variant: 'success' }),
    );
  const remove = () =>
    run(
      () => deleteEntry(entry.id, redirecting ? redirect.to : null),
      () => {
        clearUnsavedCopy(entry.id);
        notify({ ...notices.deleted, variant: 'success' });
        void client.invalidateQueries({ queryKey: publishingKeys.all });
        void navigate(sectionPaths[entry.kind]);
      },
    );
  const broadcast = () =>
    run(
      () => makeBroadcast(entry.id),
      (made) => {
        setBroadcastId(made);
        notify({
          title: notices.broadcast.title,
          description: fillPlaceholders(notices.broadcast.description, {
            path: adminMailPath(made),
          }),
          variant: 'success',
        });
      },
    );

  const off = busy || stale;
  return (
    <section aria-label={copy.label} className="flex flex-col gap-3 rounded-md border p-3">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={off} onClick={() => void save()}>
          <Save className="size-4" aria-hidden />
          {copy.save}
        </Button>
        <Button type="button" disabled={off} onClick={() => void publish()}>
          <Send className="size-4" aria-hidden />
          {copy.publish}
        </Button>
        {!fixed && (entry.status === 'published' || entry.status === 'scheduled') && (
          <ConfirmAction
            trigger={
              <Button type="button" variant="outline" disabled={off}>
                <EyeOff className="size-4" aria-hidden />
                {copy.unpublish}
              </Button>
            }
            title={copy.unpublishTitle}
            description={copy.unpublishDescription}
            confirm={copy.unpublish}
            onConfirm={() => void unpublish()}
          />
        )}
        {entry.kind !== 'page' && (
          <Button type="button" variant="outline" disabled={off} onClick={() => setReviewing(true)}>
            <ShieldCheck className="size-4" aria-hidden />
            {copy.markReviewed}
          </Button>
        )}
        {entry.kind === 'post' && entry.status === 'published' && (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void broadcast()}>
            <Mail className="size-4" aria-hidden />
            {copy.broadcast}
          </Button>
        )}
        {!fixed && (
          <ConfirmAction
            trigger={
              <Button type="button" variant="destructive" disabled={busy}>
                <Trash2 className="size-4" aria-hidden />
                {copy.delete}
              </Button>
            }
            title={copy.deleteTitle}
            description={copy.deleteDescription}
            confirm={copy.delete}
            confirmDisabled={redirecting && redirect.to === null}
            onOpenChange={(open) => {
              if (open) return;
              setRedirecting(false);
              setRedirect({ to: null });
            }}
            onConfirm={() => void remove()}
          >
            <DeleteTarget
              redirecting={redirecting}
              onRedirecting={setRedirecting}
              target={redirect}
              onTarget={setRedirect}
            />
          </ConfirmAction>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField id={`${id}-at`} label={copy.scheduleAt} error={atError} required={false}>
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={at}
              onChange={(event) => {
                setAt(event.target.value);
                setAtError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="button" variant="outline" disabled={off} onClick={schedule}>
          <CalendarClock className="size-4" aria-hidden />
          {copy.schedule}
        </Button>
      </div>
      {broadcastId !== undefined && (
        <p className="text-sm">
          <Link
            className="text-primary underline underline-offset-4"
            to={adminMailPath(broadcastId)}
          >
            {notices.broadcast.title}
          </Link>
        </p>
      )}
      {reviewing && <MarkReviewedDialog entry={entry} onDone={() => setReviewing(false)} />}
    </section>
  );
}

/** Delete's question: the address answers 410, or moves to one of the site's pages. */
function DeleteTarget({
  redirecting,
  onRedirecting,
  target,
  onTarget,
}: {
  redirecting: boolean;
  onRedirecting: (redirecting: boolean) => void;
  target: { to: string | null; title?: string };
  onTarget: (target: { to: string; title: string }) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={name}
          className="size-4 accent-primary"
          checked={!redirecting}
          onChange={() => onRedirecting(false)}
        />
        {copy.deleteGone}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={name}
          className="size-4 accent-primary"
          checked={redirecting}
          onChange={() => onRedirecting(true)}
        />
        {copy.deleteRedirect}
      </label>
      {redirecting && (
        <div className="flex flex-col gap-2">
          <p aria-live="polite">
            {copy.deleteTarget}:{' '}
            <strong>
              {target.to ? `${target.title ?? ''} (${target.to})` : copy.deleteChooseTarget}
            </strong>
          </p>
          <LinkList onPick={(link) => onTarget({ to: link.path, title: link.title })} />
        </div>
      )}
    </fieldset>
  );
}
