import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { broadcastDetail, mailPreview, mailRoutes } from '#tests/mail-section-fixtures.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { MailSection } from './mail-section.tsx';

const copy = mailCopy.report;

const renderReport = (url = '/admin/mail/7') => renderAdminCard(<MailSection />, { url });

/** The figure a report shows under its name. */
function figure(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the broadcast report', () => {
  it('shows what happened to a sent broadcast, its .eml and its read-only preview', async () => {
    fakeAdminApi(mailRoutes());
    renderReport();
    expect(
      await screen.findByRole('heading', { level: 2, name: broadcastDetail().subject }),
    ).toBeInTheDocument();
    expect(screen.getByText(mailCopy.statuses.sent, { selector: 'span' })).toBeInTheDocument();
    expect(figure(copy.figures.recipients)).toBe('1,210');
    expect(figure(copy.figures.sent)).toBe('1,204');
    expect(figure(copy.figures.failed)).toBe('6');
    expect(figure(copy.figures.pending)).toBe('0');
    expect(figure(copy.figures.unsubscribed)).toBe('3');
    expect(figure(copy.figures.bounced)).toBe('2');
    expect(screen.getByRole('link', { name: copy.downloadEml })).toHaveAttribute(
      'href',
      '/api/admin/mail/broadcasts/7/eml',
    );
    expect(await screen.findByTitle(mailCopy.preview.frameTitle)).toHaveAttribute(
      'srcdoc',
      mailPreview().html,
    );
    expect(screen.queryByRole('button', { name: mailCopy.composer.save })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.cancel })).toBeNull();
  });

  it('shows a broadcast whose audience was empty at its time as sent to nobody', async () => {
    fakeAdminApi({
      ...mailRoutes(),
      'GET /api/admin/mail/broadcasts/:id': () =>
        Response.json(
          broadcastDetail({ recipients: 0, sent: 0, failed: 0, unsubscribed: 0, bounced: 0 }),
        ),
    });
    renderReport();
    expect(await screen.findByText(mailCopy.reachedNobody)).toBeInTheDocument();
    expect(screen.getByText(copy.reachedNobody)).toBeInTheDocument();
    expect(screen.queryByText(mailCopy.statuses.sent, { selector: 'span' })).toBeNull();
  });

  it('shows a sent broadcast on the archive, with a link to its page', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderReport();
    await user.click(await screen.findByLabelText(copy.archived));
    expect(await screen.findByRole('link', { name: copy.openArchive })).toHaveAttribute(
      'href',
      '/newsletter/the-deadlines',
    );
    expect(api.callsTo('PUT /api/admin/mail/broadcasts/:id/archive')[0]?.body).toEqual({
      archived: true,
    });
    expect(screen.getByLabelText(copy.archived)).toBeChecked();
  });

  it('cancels a scheduled broadcast back into a draft', async () => {
    const api = fakeAdminApi({
      ...mailRoutes(),
      'GET /api/admin/mail/broadcasts/:id': () =>
        Response.json(
          broadcastDetail({
            id: 8,
            status: 'scheduled',
            scheduledAt: '2030-01-15T09:30:00.000Z',
            startedAt: null,
            finishedAt: null,
          }),
        ),
    });
    const { user } = renderReport('/admin/mail/8');
    expect(await screen.findByText(mailCopy.statuses.scheduled)).toBeInTheDocument();
    expect(screen.getByText(copy.scheduledAt)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.cancel }));
    expect(await screen.findByText(mailNotices.broadcastCancelled.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/mail/broadcasts/:id/cancel')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 2, name: mailCopy.composer.editTitle }),
    ).toBeInTheDocument();
  });

  it('asks again for the figures while sending, and stops once sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    fakeAdminApi({
      ...mailRoutes(),
      'GET /api/admin/mail/broadcasts/:id': () => {
        calls += 1;
        return Response.json(
          calls === 1
            ? broadcastDetail({ status: 'sending', finishedAt: null, sent: 400, pending: 810 })
            : broadcastDetail(),
        );
      },
    });
    renderReport();
    expect(await screen.findByText(copy.sendingNote)).toBeInTheDocument();
    expect(figure(copy.figures.pending)).toBe('810');
    await vi.advanceTimersByTimeAsync(3_500);
    expect(
      await screen.findByText(mailCopy.statuses.sent, { selector: 'span' }),
    ).toBeInTheDocument();
    expect(figure(copy.figures.sent)).toBe('1,204');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
    expect(screen.queryByText(copy.sendingNote)).toBeNull();
  });
});
