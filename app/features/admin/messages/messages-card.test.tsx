import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessagePath, adminSections } from '#shared/admin-sections.ts';
import { contactMessage, messagesPage } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { currentAddress, renderAdminCard } from '#tests/render-admin.tsx';
import { testSite } from '#tests/render-page.tsx';
import { MessagesCard } from './messages-card.tsx';
import { messagesCopy } from './messages-copy.ts';

const copy = messagesCopy;
const messagesPath = adminSections.messages.path;

afterEach(() => vi.unstubAllGlobals());

describe('messages card', () => {
  it('lists the inbox newest first with its unread and handled state', async () => {
    fakeAdminApi();
    renderAdminCard(<MessagesCard />, { url: messagesPath });
    const inbox = within(await screen.findByRole('list', { name: copy.title }));
    const [first, second] = inbox.getAllByRole('listitem');
    expect(first).toHaveTextContent('Chris Doe');
    expect(within(first ?? document.body).getByText(copy.unreadBadge)).toBeInTheDocument();
    expect(second).toHaveTextContent('Pat Quinn');
    expect(within(second ?? document.body).getByText(copy.handledBadge)).toBeInTheDocument();
    expect(screen.getByText(/1 unread/)).toBeInTheDocument();
  });

  it('marks a message read when it is opened, and only an unread one', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<MessagesCard />, { url: messagesPath });
    const opener = await screen.findByRole('button', { name: /Chris Doe/ });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    api.on('GET /api/admin/messages', () =>
      Response.json(
        messagesPage({
          rows: [
            contactMessage({ readAt: '2026-11-24T08:00:00.000Z' }),
            ...messagesPage().rows.slice(1),
          ],
          unread: 0,
        }),
      ),
    );
    await user.click(opener);

    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText('Does the guide cover a hearing notice that arrived after the deadline?', {
        selector: 'p',
      }),
    ).toBeVisible();
    await waitFor(() => expect(api.callsTo('POST /api/admin/messages/:messageId')).toHaveLength(1));
    const [markRead] = api.callsTo('POST /api/admin/messages/:messageId');
    expect(markRead?.params).toEqual({ messageId: '71' });
    expect(markRead?.body).toEqual({ read: true });
    await waitFor(() => expect(screen.queryByText(copy.unreadBadge)).not.toBeInTheDocument());

    // A message already read is not marked again.
    await user.click(screen.getByRole('button', { name: /Pat Quinn/ }));
    expect(api.callsTo('POST /api/admin/messages/:messageId')).toHaveLength(1);
  });

  it('toggles handled and offers a reply with the subject filled in', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<MessagesCard />, { url: messagesPath });
    await user.click(await screen.findByRole('button', { name: /Pat Quinn/ }));
    const item = within(
      screen.getByRole('button', { name: /Pat Quinn/ }).closest('li') ?? document.body,
    );

    const handled = item.getByRole('button', { name: copy.markHandled });
    expect(handled).toHaveAttribute('aria-pressed', 'true');
    await user.click(handled);
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/messages/:messageId')[0]?.body).toEqual({
        handled: false,
      }),
    );

    const subject = encodeURIComponent(`Re: your message to ${testSite.brand}`);
    expect(item.getByRole('link', { name: copy.reply })).toHaveAttribute(
      'href',
      `mailto:pat.quinn@example.net?subject=${subject}`,
    );
  });

  it('opens the message its address names, in view and focused, and marks it read', async () => {
    const api = fakeAdminApi();
    renderAdminCard(<MessagesCard />, { url: adminMessagePath(71) });
    const opener = await screen.findByRole('button', { name: /Chris Doe/ });

    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(opener).toHaveFocus());
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/messages/:messageId')[0]?.body).toEqual({ read: true }),
    );
    expect(screen.getByRole('button', { name: /Pat Quinn/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('gives each opened message its address, and the inbox its own when it is closed', async () => {
    fakeAdminApi();
    const { user } = renderAdminCard(<MessagesCard />, { url: `${messagesPath}?page=1` });
    const pat = await screen.findByRole('button', { name: /Pat Quinn/ });
    await user.click(pat);
    await waitFor(() => expect(currentAddress()).toBe(adminMessagePath(70)));
    expect(pat).toHaveAttribute('aria-expanded', 'true');

    await user.click(pat);
    await waitFor(() => expect(currentAddress()).toBe(messagesPath));
    expect(pat).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks a question the chat handed over, and only that one', async () => {
    const api = fakeAdminApi();
    api.on('GET /api/admin/messages', () =>
      Response.json(
        messagesPage({
          rows: [
            contactMessage({ id: 72, name: 'Chat visitor', source: 'chat' }),
            ...messagesPage().rows,
          ],
        }),
      ),
    );
    renderAdminCard(<MessagesCard />, { url: messagesPath });
    const inbox = within(await screen.findByRole('list', { name: copy.title }));
    const [fromChat, ...fromForm] = inbox.getAllByRole('listitem');
    expect(fromChat).toHaveTextContent(`Chat visitor${copy.unreadBadge}${copy.chatBadge}`);
    for (const item of fromForm) expect(item).not.toHaveTextContent(copy.chatBadge);
  });

  it("marks a message about the sender's own case, and says what that means when it is opened", async () => {
    const api = fakeAdminApi();
    api.on('GET /api/admin/messages', () =>
      Response.json(
        messagesPage({
          rows: [
            contactMessage({
              id: 72,
              name: 'Chat visitor',
              source: 'chat',
              ownCase: true,
              message: 'should I skip my hearing on the 12th?',
            }),
            ...messagesPage().rows,
          ],
        }),
      ),
    );
    const { user } = renderAdminCard(<MessagesCard />, { url: messagesPath });
    const inbox = within(await screen.findByRole('list', { name: copy.title }));
    const [ownCase, ...others] = inbox.getAllByRole('listitem');
    expect(ownCase).toHaveTextContent(
      `Chat visitor${copy.unreadBadge}${copy.chatBadge}${copy.ownCaseBadge}`,
    );
    for (const item of others) expect(item).not.toHaveTextContent(copy.ownCaseBadge);
    expect(screen.queryByText(copy.ownCaseMeaning)).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: /Chat visitor/ }));
    expect(screen.getByText(copy.ownCaseMeaning)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Pat Quinn/ }));
    expect(screen.getAllByText(copy.ownCaseMeaning)).toHaveLength(1);
  });

  it('asks for the page its address names', async () => {
    const api = fakeAdminApi();
    renderAdminCard(<MessagesCard />, { url: `${messagesPath}?page=2` });
    await screen.findByRole('list', { name: copy.title });
    expect(api.callsTo('GET /api/admin/messages').map((call) => call.query.get('page'))).toEqual([
      '2',
    ]);
  });
});
