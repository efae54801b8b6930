import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { AdminPreferences } from '#shared/contracts/admin-preferences.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { fetchPreferences, savePreferences } from './preferences-api.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { Switch } from '../kit/switch.tsx';

interface Notice {
  title: string;
  description: string;
}

export interface PreferenceCardProps {
  preference: keyof AdminPreferences;
  icon: LucideIcon;
  copy: { title: string; description: string; switchLabel: string; loading: string };
  notices: { on: Notice; off: Notice; failed: Notice };
}

/** One of the signed-in admin's own switches: a card with its setting, saved on each flip. */
export function PreferenceCard({ preference, icon, copy, notices }: PreferenceCardProps) {
  const id = useId();
  const client = useQueryClient();
  const preferences = useQuery({ queryKey: adminKeys.preferences, queryFn: fetchPreferences });
  const save = useAdminAction({
    action: savePreferences,
    success: (saved) => {
      client.setQueryData(adminKeys.preferences, saved);
      return { ...(saved[preference] ? notices.on : notices.off), variant: 'success' };
    },
    failure: notices.failed,
    invalidates: [adminKeys.preferences],
  });
  const stored = preferences.data;
  const on = stored?.[preference] ?? false;
  const labelId = `${id}-label`;
  return (
    <SectionCard
      icon={icon}
      title={copy.title}
      description={copy.description}
      className="flex flex-col gap-3"
    >
      <LoadStatus
        isPending={preferences.isPending}
        isError={preferences.isError}
        hasData={stored !== undefined}
        error={preferences.error}
        loadingText={copy.loading}
        onRetry={() => void preferences.refetch()}
      />
      <div className="flex items-center gap-3">
        <Switch
          on={on}
          labelledBy={labelId}
          disabled={!stored || save.isPending}
          onToggle={() => stored && save.mutate({ ...stored, [preference]: !on })}
        />
        <span id={labelId} className="text-sm font-medium">
          {copy.switchLabel}
        </span>
      </div>
    </SectionCard>
  );
}
