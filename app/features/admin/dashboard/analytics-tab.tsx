import { ChartColumn } from 'lucide-react';
import { useId } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { AdminCardContent, AdminCardHeader } from '../admin-card.tsx';

const copy = adminCopy.analytics;

/** Analytics are not collected yet: the tab says so rather than showing made-up figures. */
export function AnalyticsTab() {
  const titleId = `${useId()}-analytics`;
  return (
    <Card aria-labelledby={titleId}>
      <AdminCardHeader icon={ChartColumn} title={copy.title} titleId={titleId} />
      <AdminCardContent>
        <p className="text-sm text-muted-foreground">{copy.notYet}</p>
      </AdminCardContent>
    </Card>
  );
}
