import { Link2, Pencil, Power, PowerOff } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { notify } from '#app/components/ui/notices.ts';
import type { DiscountCodeRow } from '#shared/contracts/discount-codes.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { RemoveFileButton } from '../kit/remove-file-button.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { deleteDiscountCode, inputOf, saveDiscountCode } from './discounts-api.ts';
import { shareLink } from './discount-terms.ts';
import { discountsCopy } from './discounts-copy.ts';

const copy = discountsCopy;
const invalidates = [adminKeys.discountCodes, adminKeys.audit];

/** Puts the code's checkout link on the clipboard, or says it where the browser refuses. */
async function copyShareLink(code: string) {
  const url = shareLink(window.location.origin, code);
  try {
    await navigator.clipboard.writeText(url);
    notify({ ...copy.linkCopied, variant: 'success' });
  } catch {
    notify({
      title: copy.copyFailed.title,
      description: fillPlaceholders(copy.copyFailed.description, { url }),
      variant: 'error',
    });
  }
}

/** A code's buttons: Edit, its switch, its share link, and Delete while no order used it. */
export function DiscountCodeActions({
  code,
  onEdit,
}: {
  code: DiscountCodeRow;
  onEdit: () => void;
}) {
  const toggle = useAdminAction({
    action: () => saveDiscountCode(code.id, { ...inputOf(code), active: !code.active }),
    success: (saved) => ({
      ...(saved.active ? copy.notices.switchedOn : copy.notices.switchedOff),
      variant: 'success',
    }),
    failure: copy.notices.failed,
    invalidates,
  });
  const remove = useAdminAction({
    action: () => deleteDiscountCode(code.id),
    success: () => ({ ...copy.notices.removed, variant: 'success' }),
    failure: copy.notices.failed,
    invalidates,
  });
  const unused = code.uses === 0 && code.openCheckouts === 0;

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-label={`${copy.edit} ${code.code}`} onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
        {copy.edit}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={toggle.isPending}
        aria-label={`${code.active ? copy.deactivate : copy.activate} ${code.code}`}
        onClick={() => toggle.mutate(undefined)}
      >
        {code.active ? (
          <PowerOff className="size-4" aria-hidden />
        ) : (
          <Power className="size-4" aria-hidden />
        )}
        {code.active ? copy.deactivate : copy.activate}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`${copy.copyLink} ${code.code}`}
        onClick={() => void copyShareLink(code.code)}
      >
        <Link2 className="size-4" aria-hidden />
        {copy.copyLink}
      </Button>
      {unused && (
        <RemoveFileButton
          name={code.code}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(undefined)}
          copy={copy}
        />
      )}
    </div>
  );
}
