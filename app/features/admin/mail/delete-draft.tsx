import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#app/features/admin/kit/ui/alert-dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { commonCopy } from '../kit/kit-copy.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={remove.isPending}>
          <Trash2 className="size-4" aria-hidden />
          {copy.deleteDraft}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{copy.deleteTitle}</AlertDialogTitle>
        <AlertDialogDescription>{copy.deleteText}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{commonCopy.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate(undefined, { onSuccess: toList })}>
            {copy.deleteDraft}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
