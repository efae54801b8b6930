import { Trash2 } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { deleteBroadcast } from './mail-api.ts';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';
import { useMailAddress } from './use-mail-address.ts';

const copy = mailCopy.composer;

/** Removes a draft for good, after asking; back to the list. */
export function DeleteDraft({ id }: { id: number }) {
  const { toList } = useMailAddress();
  const remove = useAdminAction({
    action: () => deleteBroadcast(id),
    success: () => ({ ...mailNotices.broadcastDeleted, variant: 'success' }),
    failure: mailNotices.broadcastDeleteFailed,
    invalidates: [mailKeys.broadcastsAll],
  });
  return (
    <ConfirmAction
      trigger={
        <Button type="button" variant="outline" size="sm" disabled={remove.isPending}>
          <Trash2 className="size-4" aria-hidden />
          {copy.deleteDraft}
        </Button>
      }
      title={copy.deleteTitle}
      description={copy.deleteText}
      confirm={copy.deleteDraft}
      onConfirm={() => remove.mutate(undefined, { onSuccess: toList })}
    />
  );
}
