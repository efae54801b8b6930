import { NavLink } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { adminMailPath, adminMailViews } from '#shared/admin-sections.ts';
import { AutomationsCard } from './automations-card.tsx';
import { BroadcastView } from './broadcast-view.tsx';
import { BroadcastsCard } from './broadcasts-card.tsx';
import { mailCopy } from './mail-copy.ts';
import { RelayHoldNotice } from './relay-hold-notice.tsx';
import { SuppressedCard } from './suppressed-card.tsx';
import { useMailAddress } from './use-mail-address.ts';

const copy = mailCopy;

const viewLinks = [
  { to: adminMailPath(), label: copy.views.broadcasts, end: false },
  { to: adminMailPath(adminMailViews.automations), label: copy.views.automations, end: true },
  { to: adminMailPath(adminMailViews.suppressed), label: copy.views.suppressed, end: true },
] as const;

/** The views as links: each is an address, so Back and Forward move between them. */
function MailViewsNav({ onBroadcasts }: { onBroadcasts: boolean }) {
  return (
    <nav aria-label={copy.viewsLabel}>
      <ul className="flex flex-wrap gap-1.5">
        {viewLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              // The broadcasts' link stays current on a broadcast and on a new one.
              aria-current={link.end ? undefined : onBroadcasts ? 'page' : false}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-9 items-center rounded-md border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  (link.end ? isActive : onBroadcasts)
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mail: the broadcasts and their composer or report, the automations, the suppressed addresses. */
export function MailSection() {
  const { view } = useMailAddress();
  const onBroadcasts =
    view.kind === 'broadcasts' || view.kind === 'new' || view.kind === 'broadcast';
  return (
    <>
      <MailViewsNav onBroadcasts={onBroadcasts} />
      <RelayHoldNotice />
      {view.kind === 'broadcasts' && <BroadcastsCard />}
      {view.kind === 'new' && <BroadcastView />}
      {view.kind === 'broadcast' && <BroadcastView key={view.id} id={view.id} />}
      {view.kind === 'automations' && <AutomationsCard />}
      {view.kind === 'suppressed' && <SuppressedCard />}
      {view.kind === 'unknown' && <p className="text-muted-foreground">{copy.notFound}</p>}
    </>
  );
}
