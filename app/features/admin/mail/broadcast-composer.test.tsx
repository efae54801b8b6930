import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { draftDetail, mailPreview, mailRoutes } from '#tests/mail-section-fixtures.ts';
import { currentAddress, renderAdminCard } from '#tests/render-admin.tsx';
import { commonCopy } from '../kit/kit-copy.ts';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { MailSection } from './mail-section.tsx';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = mailCopy.composer;

const renderComposer = (url = '/admin/mail/new') => renderAdminCard(<MailSection />, { url });
const field = (label: string) => screen.getByLabelText(label, { exact: false });

afterEach(() => vi.unstubAllGlobals());

describe('the broadcast composer', () => {
  it('writes a new broadcast with an uploaded image, counts each audience, and saves it at its own address', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderComposer();
    expect(await screen.findByLabelText('Buyers who agreed to news (310)')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmed subscribers (1,204)')).toBeChecked();
    await user.type(field(copy.subject), 'The 2027 deadlines');
    await user.type(field(copy.preheader), 'What changes');
    await user.type(field(copy.body), 'Hello. ');
    await user.click(screen.getByRole('button', { name: copy.insertImage }));
    const images = within(await screen.findByRole('list', { name: copy.imagesTitle }));
    await user.click(images.getByRole('button', { name: 'hero.webp' }));
    expect(field(copy.body)).toHaveValue('Hello. ![hero](media:hero.webp)');
    expect(field(copy.body)).toHaveClass('font-mono');
    await user.click(screen.getByLabelText('Buyers who agreed to news (310)'));
    await user.click(screen.getByLabelText(copy.rateLimited));
    await user.clear(screen.getByLabelText(copy.ratePerMinute));
    await user.type(screen.getByLabelText(copy.ratePerMinute), '120');
    await user.click(field(copy.archived));
    await user.click(screen.getByRole('button', { name: copy.save }));

    expect(await screen.findByText(mailNotices.broadcastSaved.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/mail/broadcasts')[0]?.body).toEqual({
      subject: 'The 2027 deadlines',
      preheader: 'What changes',
      body: 'Hello. ![hero](media:hero.webp)',
      audience: 'buyers',
      ratePerMinute: 120,
      archived: true,
    });
    await waitFor(() => expect(currentAddress()).toBe('/admin/mail/8'));
    expect(
      await screen.findByRole('heading', { level: 2, name: copy.editTitle }),
    ).toBeInTheDocument();
  });

  it('shows the preview in a sandboxed frame at phone and desktop width, with the plain text', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderComposer('/admin/mail/8');
    await user.click(await screen.findByRole('button', { name: copy.preview }));
    const frame = await screen.findByTitle(mailCopy.preview.frameTitle);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', mailPreview().html);
    expect(frame).toHaveStyle({ width: '375px' });
    expect(api.callsTo('POST /api/admin/mail/preview')[0]?.body).toEqual({
      subject: draftDetail().subject,
      preheader: draftDetail().preheader,
      body: draftDetail().body,
    });
    await user.click(screen.getByRole('button', { name: mailCopy.preview.desktop }));
    expect(frame).toHaveStyle({ width: '800px' });
    expect(screen.getByText(mailCopy.preview.plainText)).toBeInTheDocument();
    expect(screen.getByText(/token=sample/)).toBeInTheDocument();
  });

  it('refuses empty fields before any call, red on the field, the first one focused', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderComposer();
    await user.click(await screen.findByRole('button', { name: copy.save }));
    expect(await screen.findByText('Enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Write the mail.')).toBeInTheDocument();
    expect(field(copy.subject)).toHaveFocus();
    expect(field(copy.subject)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/admin/mail/broadcasts')).toHaveLength(0);
  });

  it("shows the server's per-field refusal on its field and focuses it", async () => {
    fakeAdminApi({
      ...mailRoutes(),
      'POST /api/admin/mail/broadcasts/:id/send': () =>
        apiError(400, 'validation_failed', 'Check the fields.', {
          body: 'No uploaded image is named missing.png.',
        }),
    });
    const { user } = renderComposer('/admin/mail/8');
    await user.click(await screen.findByRole('button', { name: copy.sendNow }));
    await user.click(await screen.findByRole('button', { name: copy.confirm }));
    expect(await screen.findByText('No uploaded image is named missing.png.')).toBeInTheDocument();
    expect(field(copy.body)).toHaveFocus();
  });

  it('sends now after "Send to N addresses?", saving first, then shows the report', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderComposer('/admin/mail/8');
    expect(await screen.findByLabelText('Subscribers and buyers (1,450)')).toBeChecked();
    await user.click(screen.getByRole('button', { name: copy.sendNow }));
    const dialog = await findOpenDialog('alertdialog');
    expect(within(dialog).getByText('Send to 1,450 addresses?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: copy.confirm }));

    expect(await screen.findByText(mailNotices.broadcastSending.title)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/mail/broadcasts/:id')).toHaveLength(1);
    expect(api.callsTo('POST /api/admin/mail/broadcasts/:id/send')[0]?.body).toEqual({
      sendAt: null,
    });
    expect(await screen.findByText(mailCopy.report.sendingNote)).toBeInTheDocument();
  });

  it('asks for a time to schedule, then sends the local time as an ISO instant', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderComposer('/admin/mail/8');
    await user.click(await screen.findByRole('button', { name: copy.schedule }));
    expect(await screen.findByText('Choose a date and time.')).toBeInTheDocument();
    expect(screen.getByLabelText(copy.sendAt)).toHaveFocus();
    expect(
      screen.getByText(new RegExp(Intl.DateTimeFormat().resolvedOptions().timeZone)),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(copy.sendAt), '2030-01-15T09:30');
    await user.click(screen.getByRole('button', { name: copy.schedule }));
    await user.click(await screen.findByRole('button', { name: copy.confirm }));
    expect(await screen.findByText(mailNotices.broadcastScheduled.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/mail/broadcasts/:id/send')[0]?.body).toEqual({
      sendAt: new Date('2030-01-15T09:30').toISOString(),
    });
  });

  it('schedules for an audience still empty, saying it is counted when it goes out', async () => {
    const api = fakeAdminApi({
      ...mailRoutes(),
      'GET /api/admin/mail/audience': () => Response.json({ subscribers: 0, buyers: 0, both: 0 }),
    });
    const { user } = renderComposer('/admin/mail/8');
    await screen.findByLabelText('Subscribers and buyers (0)');
    await user.type(screen.getByLabelText(copy.sendAt), '2030-01-15T09:30');
    await user.click(screen.getByRole('button', { name: copy.schedule }));
    const dialog = within(await findOpenDialog('alertdialog'));
    expect(dialog.getByText(copy.confirmLater)).toBeInTheDocument();
    expect(dialog.getByText('In the audience now: 0 addresses')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: copy.confirm }));
    expect(await screen.findByText(mailNotices.broadcastScheduled.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/mail/broadcasts/:id/send')).toHaveLength(1);
  });

  it('offers no send now to an empty audience, pointing to a schedule instead', async () => {
    const api = fakeAdminApi({
      ...mailRoutes(),
      'GET /api/admin/mail/audience': () => Response.json({ subscribers: 0, buyers: 0, both: 0 }),
    });
    const { user } = renderComposer('/admin/mail/8');
    await screen.findByLabelText('Subscribers and buyers (0)');
    await user.click(screen.getByRole('button', { name: copy.sendNow }));
    const dialog = within(await findOpenDialog('alertdialog'));
    expect(dialog.getByText(copy.emptyNowTitle)).toBeInTheDocument();
    expect(dialog.getByText(copy.emptyNow)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: copy.confirm })).toBeNull();
    await user.click(dialog.getByRole('button', { name: commonCopy.cancel }));
    expect(api.callsTo('POST /api/admin/mail/broadcasts/:id/send')).toHaveLength(0);
  });

  it('sends a test to the signed-in admin and names the address', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderComposer('/admin/mail/8');
    await user.click(await screen.findByRole('button', { name: copy.test }));
    expect(await screen.findByText('The test goes to admin@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/mail/broadcasts/:id/test')).toHaveLength(1);
  });

  it('deletes a draft after asking, and goes back to the list', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderComposer('/admin/mail/8');
    await user.click(await screen.findByRole('button', { name: copy.deleteDraft }));
    const dialog = await findOpenDialog('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: copy.deleteDraft }));
    await waitFor(() => expect(currentAddress()).toBe('/admin/mail'));
    expect(api.callsTo('DELETE /api/admin/mail/broadcasts/:id')[0]?.params).toEqual({ id: '8' });
  });
});
