import { useQuery } from '@tanstack/react-query';
import { Images, RefreshCw } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { commonCopy, kitNotices } from '../kit/kit-copy.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { storageRefresher } from '../kit/storage-refresher.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { ImageItem } from './image-item.tsx';
import { ImageUploadForm } from './image-upload-form.tsx';
import { fetchImages, removeImage } from './images-api.ts';
import { imagesCopy } from './images-copy.ts';

const copy = imagesCopy;

/** Images for content: upload several at once, each listed with its public URL; Refresh; Remove. */
export function ImagesCard() {
  const images = useQuery({ queryKey: adminKeys.images, queryFn: fetchImages });
  const remove = useAdminAction({
    action: removeImage,
    success: () => ({ ...kitNotices.fileRemoved, variant: 'success' }),
    failure: kitNotices.removeFailed,
    invalidates: [adminKeys.images, adminKeys.audit],
  });

  const refresh = storageRefresher(() => images.refetch(), copy.storageKind);

  const { data } = images;
  return (
    <SectionCard
      icon={Images}
      title={copy.title}
      description={copy.description}
      actions={
        <Button
          variant="outline"
          disabled={images.isFetching}
          aria-label={copy.refreshLabel}
          onClick={() => void refresh()}
        >
          <RefreshCw className={images.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
          {images.isFetching ? commonCopy.refreshing : commonCopy.refresh}
        </Button>
      }
      className="flex flex-col gap-6"
    >
      <ImageUploadForm maxBytes={data?.maxBytes} />
      <LoadStatus
        isPending={images.isPending}
        isError={images.isError}
        hasData={data !== undefined}
        error={images.error}
        loadingText={copy.loading}
        onRetry={() => void refresh()}
      />
      {data?.images.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      {data && data.images.length > 0 && (
        <ul aria-label={copy.title} className="flex flex-col divide-y rounded-md border">
          {data.images.map((image) => (
            <ImageItem
              key={image.id}
              image={image}
              removing={remove.isPending && remove.variables === image.id}
              onRemove={(imageId) => remove.mutate(imageId)}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
