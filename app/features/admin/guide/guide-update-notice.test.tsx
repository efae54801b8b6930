import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guideUpdateNotice } from '#tests/admin-fixtures.ts';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { guideNotices, guideUpdateCopy } from './guide-copy.ts';
import { SingleGuideCard } from './single-guide-card.tsx';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = guideUpdateCopy;
const singleCard = async () => within(await screen.findByRole('region', { name: /^Single Guide/ }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the guide update notice on the Single Guide card', () => {
  it('offers to tell the counted buyers, asks once more, sends, then says it was sent', async () => {
    let notified = false;
    const api = fakeAdminApi({
      'GET /api/admin/guide-files/notify': () =>
        Response.json(guideUpdateNotice({ buyers: 3, notified })),
      'POST /api/admin/guide-files/notify': () => {
        notified = true;
        return Response.json({ queued: 3 }, { status: 202 });
      },
    });
    const { user } = renderAdminCard(<SingleGuideCard />);
    const card = await singleCard();
    await user.click(await card.findByRole('button', { name: 'Tell 3 buyers about this version' }));
    const dialog = within(await findOpenDialog('alertdialog'));
    expect(dialog.getByText('Tell 3 buyers about this version?')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/guide-files/notify')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: copy.confirm }));
    expect(await screen.findByText(guideNotices.guideUpdateQueued.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/guide-files/notify')).toHaveLength(1);
    expect(await card.findByText(copy.notified)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /about this version/ })).not.toBeInTheDocument();
  });

  it('says one buyer in the singular', async () => {
    fakeAdminApi({
      'GET /api/admin/guide-files/notify': () => Response.json(guideUpdateNotice({ buyers: 1 })),
    });
    renderAdminCard(<SingleGuideCard />);
    const card = await singleCard();
    expect(
      await card.findByRole('button', { name: 'Tell 1 buyer about this version' }),
    ).toBeInTheDocument();
  });

  it('offers nothing while the automation is off', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/guide-files/notify': () =>
        Response.json(guideUpdateNotice({ enabled: false })),
    });
    renderAdminCard(<SingleGuideCard />);
    const card = await singleCard();
    await waitFor(() => expect(api.callsTo('GET /api/admin/guide-files/notify')).toHaveLength(1));
    expect(card.queryByRole('button', { name: /about this version/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the offer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      'POST /api/admin/guide-files/notify': () =>
        apiError(409, 'already_notified', 'The buyers were already told about this version.'),
    });
    const { user } = renderAdminCard(<SingleGuideCard />);
    const card = await singleCard();
    await user.click(await card.findByRole('button', { name: 'Tell 3 buyers about this version' }));
    await user.click(
      within(await findOpenDialog('alertdialog')).getByRole('button', { name: copy.confirm }),
    );
    expect(await screen.findByText(guideNotices.guideUpdateFailed.title)).toBeInTheDocument();
    expect(
      screen.getByText('The buyers were already told about this version.'),
    ).toBeInTheDocument();
  });
});
