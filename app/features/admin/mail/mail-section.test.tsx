import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionsCopy } from '#content/admin-shell.ts';
import { testAdmin } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { broadcastSummary, broadcastsPage, mailRoutes } from '#tests/mail-section-fixtures.ts';
import { browserBack, currentAddress, renderAdmin, renderAdminCard } from '#tests/render-admin.tsx';
import { commonCopy } from '../kit/kit-copy.ts';
import { shellCopy } from '../shell/shell-copy.ts';
import { mailCopy } from './mail-copy.ts';
import { MailSection } from './mail-section.tsx';

const copy = mailCopy;

const renderSection = (url = '/admin/mail') => renderAdminCard(<MailSection />, { url });
const broadcastList = () => screen.findByRole('list', { name: copy.list.listLabel });
const views = () => within(screen.getByRole('navigation', { name: copy.viewsLabel }));

afterEach(() => vi.unstubAllGlobals());

describe('the Mail section', () => {
  it('lists the broadcasts with their status, audience and counts, each linking to its address', async () => {
    fakeAdminApi(mailRoutes());
    renderSection();
    const rows = within(await broadcastList()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Spring update');
    expect(rows[0]).toHaveTextContent(copy.statuses.draft);
    expect(rows[0]).not.toHaveTextContent('sent of');
    expect(rows[1]).toHaveTextContent(copy.statuses.sent);
    expect(rows[1]).toHaveTextContent(copy.audiences.both);
    expect(rows[1]).toHaveTextContent('1,204 sent of 1,210');
    expect(rows[1]).toHaveTextContent('6 failed');
    expect(within(rows[1] ?? document.body).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/mail/7',
    );
    expect(screen.getByRole('link', { name: copy.list.newBroadcast })).toHaveAttribute(
      'href',
      '/admin/mail/new',
    );
  });

  it('pages through the address, and Back returns to the page before', async () => {
    const api = fakeAdminApi({
      ...mailRoutes(),
      'GET /api/admin/mail/broadcasts': ({ query }) =>
        Response.json(
          broadcastsPage({
            rows: [broadcastSummary({ id: Number(query.get('page')) })],
            total: 45,
            page: Number(query.get('page')),
          }),
        ),
    });
    const { user } = renderSection();
    await broadcastList();
    await user.click(screen.getByRole('button', { name: commonCopy.next }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(currentAddress()).toBe('/admin/mail?page=2');
    expect(api.callsTo('GET /api/admin/mail/broadcasts').at(-1)?.query.get('page')).toBe('2');
    await user.click(browserBack());
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('moves between its views by address, and Back and Forward keep the place', async () => {
    fakeAdminApi(mailRoutes());
    const { user } = renderSection();
    await broadcastList();
    expect(views().getByRole('link', { name: copy.views.broadcasts })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(views().getByRole('link', { name: copy.views.automations }));
    expect(currentAddress()).toBe('/admin/mail/automations');
    expect(
      await screen.findByRole('heading', { level: 2, name: copy.automations.title }),
    ).toBeInTheDocument();
    await user.click(views().getByRole('link', { name: copy.views.suppressed }));
    expect(currentAddress()).toBe('/admin/mail/suppressed');
    expect(
      await screen.findByRole('heading', { level: 2, name: copy.suppressed.title }),
    ).toBeInTheDocument();
    await user.click(browserBack());
    await waitFor(() => expect(currentAddress()).toBe('/admin/mail/automations'));
    expect(
      await screen.findByRole('heading', { level: 2, name: copy.automations.title }),
    ).toBeInTheDocument();
  });

  it('says so at an address that names no view or broadcast', async () => {
    fakeAdminApi({
      ...mailRoutes(),
      'GET /api/admin/mail/broadcasts/:id': () =>
        Response.json(
          { error: { code: 'not_found', message: 'No such broadcast.' } },
          { status: 404 },
        ),
    });
    renderSection('/admin/mail/999');
    expect(await screen.findByText(copy.notFound)).toBeInTheDocument();
  });

  it('is in the navigation for owners only', async () => {
    fakeAdminApi({
      ...mailRoutes(),
      'GET /api/auth/session': () => Response.json({ user: { ...testAdmin, role: 'support' } }),
    });
    renderAdmin('/admin/mail');
    expect(
      await screen.findByRole('heading', { level: 1, name: shellCopy.notAvailableTitle }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: shellCopy.navLabel });
    expect(within(nav).queryByRole('link', { name: sectionsCopy.mail })).not.toBeInTheDocument();
  });
});
