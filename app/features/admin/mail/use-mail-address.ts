import { useNavigate, useParams, useSearchParams } from 'react-router';
import { adminMailPath, adminMailViews } from '#shared/admin-sections.ts';
import { addressNumber } from '../kit/address-number.ts';

/** What the Mail section shows: a view named by the address's last segment. */
export type MailView =
  | { kind: 'broadcasts' }
  | { kind: 'new' }
  | { kind: 'automations' }
  | { kind: 'suppressed' }
  | { kind: 'broadcast'; id: number }
  | { kind: 'unknown' };

const pageParam = 'page';

export function mailView(segment: string | undefined): MailView {
  if (segment === undefined) return { kind: 'broadcasts' };
  if (segment === adminMailViews.newBroadcast) return { kind: 'new' };
  if (segment === adminMailViews.automations) return { kind: 'automations' };
  if (segment === adminMailViews.suppressed) return { kind: 'suppressed' };
  const id = addressNumber(segment);
  return id === undefined ? { kind: 'unknown' } : { kind: 'broadcast', id };
}

/**
 * The Mail section's place in the address: the view (`/admin/mail/automations`, a broadcast
 * at `/admin/mail/12`) and the page of a list (`?page=2`), so Back, Forward and reload keep it.
 */
export function useMailAddress() {
  const { view } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = addressNumber(params.get(pageParam)) ?? 1;

  function go(pathname: string, nextPage = 1, replace = false) {
    const search =
      nextPage > 1 ? `?${new URLSearchParams({ [pageParam]: String(nextPage) }).toString()}` : '';
    void navigate({ pathname, search }, { preventScrollReset: true, replace });
  }

  return {
    view: mailView(view),
    page,
    /** Another page of the list the address shows. */
    setPage: (next: number) => go(adminMailPath(view), next),
    openBroadcast: (id: number) => go(adminMailPath(id)),
    /** A new draft, once saved, takes its own address in place of `/new`: Back skips the form. */
    replaceWithBroadcast: (id: number) => go(adminMailPath(id), 1, true),
    toList: () => go(adminMailPath()),
  };
}
