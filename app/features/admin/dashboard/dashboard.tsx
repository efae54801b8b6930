import { ChartColumn, FolderCog, LogOut } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import type { AuthUser } from '#shared/contracts/auth.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { ManagementTab } from './management-tab.tsx';
import { EmailText } from '../email-text.tsx';

const copy = adminCopy.dashboard;

/** 'Admin Dashboard': who is signed in, Sign Out, and the two tabs. */
export function Dashboard({ user, onSignedOut }: { user: AuthUser; onSignedOut: () => void }) {
  const { busy, signOut } = useSignOut(onSignedOut);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.title}</h1>
          <p className="text-sm wrap-break-word text-muted-foreground">
            {copy.signedInAs}{' '}
            <span className="font-medium text-foreground">
              <EmailText email={user.email} />
            </span>
          </p>
        </div>
        <Button variant="outline" disabled={busy} onClick={signOut}>
          <LogOut className="size-4" aria-hidden />
          {busy ? copy.signingOut : copy.signOut}
        </Button>
      </div>
      <Tabs defaultValue="management" className="mt-6">
        <TabsList aria-label={copy.tabsLabel}>
          <TabsTrigger value="management">
            <FolderCog aria-hidden />
            {copy.managementTab}
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <ChartColumn aria-hidden />
            {copy.analyticsTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="management">
          <ManagementTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
