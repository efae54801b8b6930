import { FileJson } from 'lucide-react';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { mayExport } from '#shared/admin-sections.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { commonCopy } from './kit-copy.ts';
import { useAuthState } from './session.ts';

/**
 * "Download their data (JSON)": everything the site holds about one address, for a privacy
 * request (decision 109). An export, so shown only to the roles the API lets download one.
 */
export function PersonExportLink({ email, size }: { email: string; size?: 'default' | 'sm' }) {
  const auth = useAuthState();
  if (auth.status !== 'signedIn' || !mayExport(auth.user.role)) return null;
  return (
    <a
      className={buttonVariants({ variant: 'outline', size: size ?? 'default' })}
      href={adminApi.personExportOf(email)}
      download
    >
      <FileJson className="size-4" aria-hidden />
      {commonCopy.personExport}
      {/* Many on one list: the address tells them apart, after the words one sees. */}
      <span className="sr-only">{fillPlaceholders(commonCopy.personExportOf, { email })}</span>
    </a>
  );
}
