import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatCount } from '../kit/analytics-format.ts';
import { pluralForm, type PluralForms } from '../kit/plural.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { guideNotices, guideUpdateCopy } from './guide-copy.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { fetchGuideUpdateNotice, sendGuideUpdateNotice } from './guide-files-api.ts';

const copy = guideUpdateCopy;

const counted = (forms: PluralForms, count: number) =>
  fillPlaceholders(pluralForm(forms, count), { n: formatCount(count) });

/**
 * Under the Guide card's upload: once a version is uploaded and the `guide-update` automation
 * is on, an offer to tell its buyers, counted first and confirmed in a dialog; sent once per
 * version, after which it says so. Nothing shows while the automation is off.
 */
export function GuideUpdateNotice() {
  const notice = useQuery({
    queryKey: adminKeys.guideUpdateNotice,
    queryFn: fetchGuideUpdateNotice,
  });
  const send = useAdminAction({
    action: sendGuideUpdateNotice,
    success: () => ({ ...guideNotices.guideUpdateQueued, variant: 'success' }),
    failure: guideNotices.guideUpdateFailed,
    invalidates: [adminKeys.guideUpdateNotice],
  });
  const { data } = notice;
  if (!data?.enabled || !data.version) return null;
  if (data.notified) {
    return <p className="text-sm text-muted-foreground">{copy.notified}</p>;
  }
  if (data.buyers === 0) {
    return <p className="text-sm text-muted-foreground">{copy.noBuyers}</p>;
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <ConfirmAction
        trigger={
          <Button variant="outline" disabled={send.isPending}>
            <Send className="size-4" aria-hidden />
            {counted(copy.offer, data.buyers)}
          </Button>
        }
        title={counted(copy.confirmTitle, data.buyers)}
        description={copy.confirmDescription}
        confirm={copy.confirm}
        onConfirm={() => send.mutate(undefined)}
      />
      <p className="text-sm text-muted-foreground">{copy.offerHint}</p>
    </div>
  );
}
