import { useQuery } from '@tanstack/react-query';
import { MailWarning, Play } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { fetchRelayStatus, resumeSending } from './mail-api.ts';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';

const copy = mailCopy.relayHold;
/** Often enough that a hold a probe ended leaves the screen soon after. */
const refreshMs = 30_000;

/**
 * Shown on the Overview and in Mail while the outbox holds because the mail server refuses
 * the site's mail (decision 085): why, since when, and "Resume sending". Nothing while mail
 * goes out.
 */
export function RelayHoldNotice() {
  const status = useQuery({
    queryKey: mailKeys.relay,
    queryFn: fetchRelayStatus,
    refetchInterval: refreshMs,
  });
  const resume = useAdminAction({
    action: resumeSending,
    success: () => ({ ...mailNotices.relayResumed, variant: 'success' }),
    failure: mailNotices.relayResumeFailed,
    invalidates: [mailKeys.relay, mailKeys.broadcastsAll, adminKeys.overview],
  });
  const hold = status.data?.hold;
  if (!hold) return null;
  return (
    <section
      role="alert"
      aria-label={copy.title}
      className="flex flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm sm:flex-row sm:items-start"
    >
      <MailWarning className="size-5 shrink-0 text-destructive" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="font-semibold">{copy.title}</h2>
        <p>{fillPlaceholders(copy.text, { time: formatDateTime(hold.since) })}</p>
        {hold.reason && (
          <p className="wrap-break-word">
            <span className="text-muted-foreground">{copy.reasonLabel}: </span>
            <code className="font-mono text-xs">{hold.reason}</code>
          </p>
        )}
        {hold.nextProbeAt && (
          <p className="text-muted-foreground">
            {fillPlaceholders(copy.probe, { time: formatDateTime(hold.nextProbeAt) })}
          </p>
        )}
      </div>
      <Button
        size="sm"
        className="self-start"
        disabled={resume.isPending}
        onClick={() => resume.mutate(undefined)}
      >
        <Play className="size-4" aria-hidden />
        {resume.isPending ? copy.resuming : copy.resume}
      </Button>
    </section>
  );
}
