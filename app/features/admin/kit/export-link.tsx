import { Download } from 'lucide-react';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { mayExport } from '#shared/admin-sections.ts';
import { commonCopy } from './kit-copy.ts';
import { useAuthState } from './session.ts';

/**
 * "Export CSV", shown only to the roles the API lets download an export (`exportAccess`,
 * decision 087): support sees the list without a button that would answer 403.
 */
export function ExportLink({ href }: { href: string }) {
  const auth = useAuthState();
  if (auth.status !== 'signedIn' || !mayExport(auth.user.role)) return null;
  return (
    <a className={buttonVariants({ variant: 'outline' })} href={href} download>
      <Download className="size-4" aria-hidden />
      {commonCopy.exportCsv}
    </a>
  );
}
