import { notify } from '#app/components/ui/notices.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { kitNotices } from './kit-copy.ts';

/** Refetches a storage list and says so ('{kind} storage has been refreshed') once it worked. */
export function storageRefresher(refetch: () => Promise<{ status: string }>, kind: string) {
  return async () => {
    const result = await refetch();
    if (result.status !== 'success') return;
    notify({
      title: kitNotices.storageRefreshed.title,
      description: fillPlaceholders(kitNotices.storageRefreshed.description, { kind }),
      variant: 'success',
    });
  };
}
