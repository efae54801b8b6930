import { LogOut } from 'lucide-react';
import { Outlet } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { dashboardCopy } from '#content/admin-shell.ts';
import type { AuthUser } from '#shared/contracts/auth.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { EmailText } from '../../kit/email-text.tsx';
import { AdminUserProvider } from './section-page.tsx';
import { SectionNav } from './section-nav.tsx';

const copy = dashboardCopy;

/**
 * The signed-in back office: 'Admin Dashboard', who is signed in, Sign Out and the sections'
 * navigation beside (from 1024 px) or above the section the address names.
 */
export function Dashboard({ user, onSignedOut }: { user: AuthUser; onSignedOut: () => void }) {
  const { busy, signOut } = useSignOut(onSignedOut);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
      <aside className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-20 lg:gap-6 lg:self-start">
        {/* On a phone two lines: the title with Sign Out beside it, then who is signed in. */}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 lg:flex lg:flex-col lg:items-stretch">
          <p className="text-lg font-bold tracking-tight">{copy.title}</p>
          <p className="col-span-2 row-start-2 text-sm wrap-break-word text-muted-foreground">
            {copy.signedInAs}{' '}
            <span className="font-medium text-foreground">
              <EmailText email={user.email} />
            </span>
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={signOut}
            className="col-start-2 row-start-1 lg:mt-2.5"
          >
            <LogOut className="size-4" aria-hidden />
            {busy ? copy.signingOut : copy.signOut}
          </Button>
        </div>
        <SectionNav role={user.role} />
      </aside>
      <div className="min-w-0">
        <AdminUserProvider value={user}>
          <Outlet />
        </AdminUserProvider>
      </div>
    </div>
  );
}
