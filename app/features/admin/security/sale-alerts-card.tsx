import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { cn } from '#app/lib/cn.ts';
import { adminCopy } from '#content/admin-copy.ts';
import { adminNotices } from '#content/admin-notices.ts';
import { AdminCardContent, AdminCardHeader } from '../admin-card.tsx';
import { LoadStatus } from '../load-status.tsx';
import { fetchPreferences, savePreferences } from '../preferences-api.ts';
import { adminKeys } from '../query-keys.ts';
import { useAdminAction } from '../use-admin-action.ts';

const copy = adminCopy.saleAlerts;

/** The signed-in admin's own choice: a mail for every sale and refund, or none. */
export function SaleAlertsCard() {
  const id = useId();
  const client = useQueryClient();
  const preferences = useQuery({ queryKey: adminKeys.preferences, queryFn: fetchPreferences });
  const save = useAdminAction({
    action: savePreferences,
    success: (saved) => {
      client.setQueryData(adminKeys.preferences, saved);
      const notice = saved.saleAlerts ? adminNotices.saleAlertsOn : adminNotices.saleAlertsOff;
      return { ...notice, variant: 'success' };
    },
    failure: adminNotices.saleAlertsFailed,
    invalidates: [adminKeys.preferences],
  });
  const on = preferences.data?.saleAlerts ?? false;
  const titleId = `${id}-title`;
  const labelId = `${id}-label`;
  return (
    <Card aria-labelledby={titleId}>
      <AdminCardHeader
        icon={BellRing}
        title={copy.title}
        titleId={titleId}
        description={copy.description}
      />
      <AdminCardContent className="flex flex-col gap-3">
        <LoadStatus
          isPending={preferences.isPending}
          isError={preferences.isError}
          hasData={preferences.data !== undefined}
          error={preferences.error}
          loadingText={copy.loading}
          onRetry={() => void preferences.refetch()}
        />
        <div className="flex items-center gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            disabled={!preferences.data || save.isPending}
            onClick={() => save.mutate({ saleAlerts: !on })}
            className={cn(
              'inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50',
              on ? 'bg-primary' : 'bg-muted-foreground/50',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'size-5 rounded-full bg-background shadow transition-transform',
                on ? 'translate-x-5' : 'translate-x-0',
              )}
            />
          </button>
          <span id={labelId} className="text-sm font-medium">
            {copy.switchLabel}
          </span>
        </div>
      </AdminCardContent>
    </Card>
  );
}
