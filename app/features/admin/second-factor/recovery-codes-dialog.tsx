import { Check, Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { recoveryCodesDialogCopy, secondFactorNotices } from '#content/admin-second-factor.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../kit/ui/dialog.tsx';

const copy = recoveryCodesDialogCopy;

/** Saves `text` as a file the browser downloads. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown once: Copy, Download (.txt), and it closes only once the admin
 * ticks that they saved them (Escape and the X included), as they will never see them again.
 */
export function RecoveryCodesDialog({
  codes,
  onClose,
}: {
  codes: readonly string[] | null;
  onClose: () => void;
}) {
  const { brand } = useSiteInfo();
  const savedId = `${useId()}-saved`;
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const open = codes !== null;
  const text = [fillPlaceholders(copy.fileHeading, { site: brand }), '', ...(codes ?? [])].join(
    '\n',
  );

  function close() {
    setSaved(false);
    setCopied(false);
    onClose();
  }

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify({ ...secondFactorNotices.copyFailed, variant: 'error' });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && saved) close();
      }}
    >
      <DialogContent
        closeLabel={copy.close}
        className="sm:max-w-lg"
        header={
          <>
            <DialogTitle className="text-lg font-semibold">{copy.title}</DialogTitle>
            <DialogDescription className="text-sm text-muted-foreground">
              {copy.description}
            </DialogDescription>
          </>
        }
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <ul
            aria-label={copy.title}
            className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-3 font-mono text-sm sm:text-base"
          >
            {codes?.map((code) => (
              <li key={code} className="text-center tracking-wider">
                {code}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => void copyCodes()}>
              {copied ? (
                <Check className="size-4" aria-hidden />
              ) : (
                <Copy className="size-4" aria-hidden />
              )}
              {copied ? copy.copied : copy.copy}
            </Button>
            <Button type="button" variant="outline" onClick={() => download(copy.fileName, text)}>
              <Download className="size-4" aria-hidden />
              {copy.download}
            </Button>
          </div>
          <label htmlFor={savedId} className="flex items-center gap-2 text-sm font-medium">
            <input
              id={savedId}
              type="checkbox"
              className="size-4 accent-primary"
              checked={saved}
              onChange={(event) => setSaved(event.target.checked)}
            />
            {copy.saved}
          </label>
          <Button type="button" className="self-end" disabled={!saved} onClick={close}>
            {copy.done}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
