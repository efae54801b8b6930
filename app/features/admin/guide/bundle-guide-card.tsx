import { Package } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { AdminCardContent, AdminCardHeader } from '../admin-card.tsx';
import { formatDollars } from '../format.ts';
import { useGuidePrices } from './use-guide-files.ts';

const copy = adminCopy.guideFiles;

/** The bundle, not on sale: shown greyed out, its upload disabled and its list empty. */
export function BundleGuideCard() {
  const id = useId();
  const titleId = `${id}-bundle-guide`;
  const { bundle, bundleTitle } = useGuidePrices();
  const title = bundleTitle ?? copy.bundleTitle;
  return (
    <Card aria-labelledby={titleId} className="opacity-70">
      <AdminCardHeader
        icon={Package}
        title={
          <>
            {bundle === undefined
              ? title
              : fillPlaceholders(copy.titleWithPrice, { title, price: formatDollars(bundle) })}
            <Badge variant="secondary">{copy.bundleDisabled}</Badge>
          </>
        }
        titleId={titleId}
        description={copy.bundleDescription}
      />
      <AdminCardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-3">
          <Label htmlFor={`${id}-files`}>{copy.bundleFileLabel}</Label>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={`${id}-files`}
              type="file"
              accept=".pdf,application/pdf"
              multiple
              disabled
              className="max-w-full text-sm"
            />
            <Button disabled>{copy.upload}</Button>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{copy.bundleEmpty}</p>
      </AdminCardContent>
    </Card>
  );
}
