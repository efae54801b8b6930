import { FileText, RefreshCw } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import type { DeliveredGuide } from '#shared/contracts/admin-guide-files.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { commonCopy } from '../kit/kit-copy.ts';
import { storageRefresher } from '../kit/storage-refresher.ts';
import { formatDateTime, formatDollars } from '../kit/format.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { guideFilesCopy } from './guide-copy.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { GuideFileList } from './guide-file-list.tsx';
import { GuideUpdateNotice } from './guide-update-notice.tsx';
import { GuideUpload } from './guide-upload.tsx';
import { useGuideFiles, useGuidePrices } from './use-guide-files.ts';

const copy = guideFilesCopy;

function deliveredText(delivered: DeliveredGuide): string {
  return delivered.kind === 'upload'
    ? fillPlaceholders(copy.deliveredUpload, {
        name: delivered.name,
        time: formatDateTime(delivered.uploadedAt),
      })
    : copy.deliveredPlaceholder;
}

/** The guide that is sold: its price, which file buyers receive, the upload and the stored files. */
export function SingleGuideCard() {
  const files = useGuideFiles();
  const prices = useGuidePrices();

  const refresh = storageRefresher(() => files.refetch(), copy.singleKind);

  const { data } = files;
  return (
    <SectionCard
      icon={FileText}
      title={fillPlaceholders(copy.titleWithPrice, {
        title: copy.singleTitle,
        price: formatDollars(prices.single),
      })}
      description={copy.singleDescription}
      actions={
        <Button variant="outline" disabled={files.isFetching} onClick={() => void refresh()}>
          <RefreshCw className={files.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
          {files.isFetching ? commonCopy.refreshing : commonCopy.refresh}
        </Button>
      }
      className="flex flex-col gap-6"
    >
      {data && (
        <p role="status" className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          {deliveredText(data.delivered)}
        </p>
      )}
      <GuideUpload maxBytes={data?.maxBytes} />
      <GuideUpdateNotice />
      <LoadStatus
        isPending={files.isPending}
        isError={files.isError}
        hasData={data !== undefined}
        error={files.error}
        onRetry={() => void refresh()}
      />
      {data && <GuideFileList files={data.files} />}
    </SectionCard>
  );
}
