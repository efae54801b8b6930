import { LoaderCircle } from 'lucide-react';
import { checkingCopy } from '#content/admin-shell.ts';

/** What the server renders and the page shows until the session is known. */
export function CheckingAuth() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
      <p>{checkingCopy}</p>
    </div>
  );
}
