import { ChartColumn } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent } from '#app/components/ui/card.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { AdminCardHeader } from '../admin-card-header.tsx';

const copy = adminCopy.analytics;

/** Analytics are not collected yet: the tab says so rather than showing made-up figures. */
export function AnalyticsTab() {
  const titleId = `${useId()}-analytics`;
  return (
    <Card aria-labelledby={titleId}>
      <AdminCardHeader icon={ChartColumn} title={copy.title} titleId={titleId} />
      <CardContent>
        <p className="text-sm text-muted-foreground">{copy.notYet}</p>
      </CardContent>
    </Card>
  );
}
