import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { apiError } from '#tests/fake-api.ts';
import { entryDetail } from '#tests/publishing-admin-fixtures.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { dayIn } from '#shared/time-zone.ts';
import { markReviewedCopy } from './mark-reviewed-copy.ts';
import { MarkReviewedDialog } from './mark-reviewed-dialog.tsx';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = markReviewedCopy;
const reviewedRoute = 'POST /api/admin/publishing/entries/:entryId/reviewed';
const noticeRoute = 'GET /api/admin/publishing/entries/:entryId/reviews/:reviewId/notice';
const sendRoute = 'POST /api/admin/publishing/entries/:entryId/reviews/:reviewId/notice';

const reviewed = (substantive: boolean) => () =>
  Response.json({ review: { id: 9, reviewedOn: '2026-11-20', substantive }, version: 5 });

afterEach(() => vi.unstubAllGlobals());

/** The dialog as an editor shows it: gone once it is done. */
function Opened({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>{closedText}</p>;
  return (
    <MarkReviewedDialog
      entry={entryDetail()}
      onDone={() => {
        onDone();
        setOpen(false);
      }}
    />
  );
}
const closedText = 'Dialog closed';

describe('the mark reviewed dialog', () => {
  it('marks a state guide reviewed with a substantive change, then offers to tell its state’s buyers', async () => {
    const api = fakeAdminApi({
      [reviewedRoute]: reviewed(true),
      [noticeRoute]: () => Response.json({ recipients: 12, alreadyNotified: false }),
      [sendRoute]: () => Response.json({ queued: 12 }, { status: 202 }),
    });
    const onDone = vi.fn();
    const { user } = renderAdminCard(<Opened onDone={onDone} />);
    const dialog = within(await findOpenDialog('dialog', { name: copy.title }));
    const day = dialog.getByLabelText(new RegExp(`^${copy.reviewedOn}`));
    expect(day).toHaveValue(dayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
    await user.clear(day);
    await user.type(day, '2026-11-20');
    await user.click(dialog.getByRole('checkbox', { name: copy.substantive }));
    await user.type(dialog.getByLabelText(copy.note), 'The deadline is now 45 days.');
    await user.click(dialog.getByRole('button', { name: copy.save }));

    const offer = await dialog.findByRole('button', { name: 'Tell 12 buyers from Ohio' });
    expect(api.callsTo(reviewedRoute)[0]?.body).toEqual({
      version: 4,
      reviewedOn: '2026-11-20',
      substantive: true,
      note: 'The deadline is now 45 days.',
    });
    expect(api.callsTo(reviewedRoute)[0]?.params).toEqual({ entryId: '52' });
    expect(api.callsTo(noticeRoute)[0]?.params).toEqual({ entryId: '52', reviewId: '9' });
    expect(onDone).not.toHaveBeenCalled();

    await user.click(offer);
    const confirm = await findOpenDialog('alertdialog', { name: 'Tell the buyers from Ohio?' });
    expect(confirm).toHaveTextContent('12 buyers from Ohio get the guide-update mail now.');
    expect(api.callsTo(sendRoute)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: copy.notice.confirm }));
    expect(await screen.findByText('12 buyers will be told.')).toBeInTheDocument();
    expect(api.callsTo(sendRoute)).toHaveLength(1);
    expect(await screen.findByText(closedText)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('says when the state’s buyers were already told, and offers nothing to send', async () => {
    fakeAdminApi({
      [reviewedRoute]: reviewed(true),
      [noticeRoute]: () => Response.json({ recipients: 12, alreadyNotified: true }),
    });
    const { user } = renderAdminCard(<Opened onDone={vi.fn()} />);
    const dialog = within(await findOpenDialog('dialog', { name: copy.title }));
    await user.click(dialog.getByRole('checkbox', { name: copy.substantive }));
    await user.click(dialog.getByRole('button', { name: copy.save }));
    expect(
      await dialog.findByText('The buyers from Ohio were already told of this change.'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /^Tell/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: copy.done }));
    expect(await screen.findByText(closedText)).toBeInTheDocument();
  });

  it('closes after a review that changed nothing readers need to know, with no offer', async () => {
    const api = fakeAdminApi({ [reviewedRoute]: reviewed(false) });
    const onDone = vi.fn();
    const { user } = renderAdminCard(<Opened onDone={onDone} />);
    const dialog = within(await findOpenDialog('dialog', { name: copy.title }));
    await user.click(dialog.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo(reviewedRoute)[0]?.body).toMatchObject({ substantive: false, note: '' });
    expect(api.callsTo(noticeRoute)).toHaveLength(0);
  });

  it('shows the server’s refusal beside the date', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      [reviewedRoute]: () =>
        apiError(400, 'invalid_body', 'Check the form.', {
          reviewedOn: 'Reviewed on cannot be in the future.',
        }),
    });
    const onDone = vi.fn();
    const { user } = renderAdminCard(<Opened onDone={onDone} />);
    const dialog = within(await findOpenDialog('dialog', { name: copy.title }));
    await user.click(dialog.getByRole('button', { name: copy.save }));
    const day = dialog.getByLabelText(new RegExp(`^${copy.reviewedOn}`));
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(/Reviewed on cannot be in the future\./),
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
