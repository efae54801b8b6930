import { Trash2 } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { ConfirmAction } from './confirm-action.tsx';

/** A card's words for removing one of its files; `{{name}}` is the file's name. */
export interface RemoveFileCopy {
  remove: string;
  removing: string;
  removeConfirmTitle: string;
  removeConfirm: string;
  removeConfirmAction: string;
}

interface RemoveFileButtonProps {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  copy: RemoveFileCopy;
}

/** Remove, asked once more in a dialog (Cancel focused) before anything is deleted. */
export function RemoveFileButton({ name, busy, onConfirm, copy }: RemoveFileButtonProps) {
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" disabled={busy} aria-label={`${copy.remove} ${name}`}>
          <Trash2 className="size-4" aria-hidden />
          {busy ? copy.removing : copy.remove}
        </Button>
      }
      title={copy.removeConfirmTitle}
      description={fillPlaceholders(copy.removeConfirm, { name })}
      confirm={copy.removeConfirmAction}
      onConfirm={onConfirm}
    />
  );
}
