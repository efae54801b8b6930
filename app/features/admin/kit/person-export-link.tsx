import { FileJson } from 'lucide-react';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { mayExport } from '#shared/admin-sections.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { commonCopy } from './kit-copy.ts';
import { useAuthState } from './session.ts';

/**
 * "Download their data (JSON)": everything the site holds about one address, for a privacy
 * request (decision 109). An export, so shown only to the roles the API lets download one. On a
 * list's row (`inRow`) it is smaller and shorter; its accessible name says whose data it is.
 */
export function PersonExportLink({ email, inRow = false }: { email: string; inRow?: boolean }) {
  const auth = useAuthState();
  if (auth.status !== 'signedIn' || !mayExport(auth.user.role)) return null;
  return (
    <a
      className={buttonVariants({ variant: 'outline', size: inRow ? 'sm' : 'default' })}
      href={adminApi.personExportOf(email)}
      download
    >
      <FileJson className="size-4" aria-hidden />
      {inRow ? commonCopy.personExportShort : commonCopy.personExport}
      {/* Many on one list: the address tells them apart, after the words one sees. */}
      <span className="sr-only">{fillPlaceholders(commonCopy.personExportOf, { email })}</span>
    </a>
  );
}
