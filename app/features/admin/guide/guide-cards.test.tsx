import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guideFile, guideFilesOverview } from '#tests/admin-fixtures.ts';
import { contentSettingsAnswer } from '#tests/settings-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { fakeUploads } from '#tests/fake-uploads.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { FilesSection } from '../files/files-section.tsx';
import { commonCopy, kitNotices } from '../kit/kit-copy.ts';
import { guideFilesCopy, guideNotices } from './guide-copy.ts';
import { SingleGuideCard } from './single-guide-card.tsx';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = guideFilesCopy;

const singleCard = () => screen.findByRole('region', { name: /^Single Guide/ });
const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

describe('Single Guide card', () => {
  it('shows the price, which file buyers receive, the limit and each stored file', async () => {
    fakeAdminApi({
      'GET /api/admin/settings': () => Response.json(contentSettingsAnswer({ guidePrice: 52.5 })),
    });
    renderAdminCard(<SingleGuideCard />);
    const card = within(await singleCard());
    expect(await card.findByRole('heading', { name: 'Single Guide ($52.50)' })).toBeInTheDocument();
    expect(
      await card.findByText(/^Buyers receive: Child Support Defense Guide v3\.pdf \(uploaded/),
    ).toBeInTheDocument();
    expect(card.getByText(/up to 25 MB/)).toBeInTheDocument();
    const rows = within(card.getByRole('list', { name: copy.listLabel })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Child Support Defense Guide v3.pdf');
    expect(rows[0]).toHaveTextContent('1.4 MB · 21 pages · uploaded');
    expect(rows[0]).toHaveTextContent('admin@example.com');
    const sha = within(rows[0] ?? document.body).getByTitle(guideFile(0).sha256);
    expect(sha).toHaveTextContent(`${guideFile(0).sha256.slice(0, 12)}…`);
  });

  it('says the placeholder is delivered while nothing is stored', async () => {
    fakeAdminApi({
      'GET /api/admin/guide-files': () => Response.json(guideFilesOverview({ files: [] })),
    });
    renderAdminCard(<SingleGuideCard />);
    const card = within(await singleCard());
    expect(await card.findByText(copy.deliveredPlaceholder)).toBeInTheDocument();
    expect(card.getByText(copy.empty)).toBeInTheDocument();
  });

  it('uploads the first chosen PDF with a progress bar, then lists it', async () => {
    const api = fakeAdminApi();
    const uploads = fakeUploads();
    const { user } = renderAdminCard(<SingleGuideCard />);
    const card = within(await singleCard());
    const input = card.getByLabelText(copy.fileLabel);
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    expect(card.getByRole('button', { name: copy.upload })).toBeDisabled();

    await user.upload(input, [pdf('New guide.pdf'), pdf('Other.pdf')]);
    expect(await screen.findByText(guideNotices.fileSelected.title)).toBeInTheDocument();
    expect(screen.getByText('Single guide file: New guide.pdf')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: copy.upload }));
    const upload = await uploads.next();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/admin/guide-files?name=New%20guide.pdf');
    expect((upload.body as File).name).toBe('New guide.pdf');
    upload.progress(40, 100);
    await waitFor(() =>
      expect(card.getByRole('progressbar', { name: copy.progressLabel })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    expect(card.getByRole('button', { name: copy.uploading })).toBeDisabled();
    expect(screen.queryByText(guideNotices.fileUploaded.title)).not.toBeInTheDocument();

    const added = guideFile(0, { id: 'gf_newnewnewnewnewn', name: 'New guide.pdf' });
    api.on('GET /api/admin/guide-files', () =>
      Response.json(guideFilesOverview({ files: [added, guideFile(0), guideFile(1)] })),
    );
    upload.respond(201, added);
    expect(await screen.findByText(guideNotices.fileUploaded.title)).toBeInTheDocument();
    expect(screen.getByText('New guide.pdf has been uploaded to storage')).toBeInTheDocument();
    expect(await card.findByText(/^Buyers receive: New guide\.pdf/)).toBeInTheDocument();
    expect(card.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: copy.upload })).toBeDisabled();
  });

  it("shows the server's reason when the file is refused", async () => {
    fakeAdminApi();
    const uploads = fakeUploads();
    const { user } = renderAdminCard(<SingleGuideCard />);
    const card = within(await singleCard());
    await user.upload(card.getByLabelText(copy.fileLabel), pdf('locked.pdf'));
    await user.click(card.getByRole('button', { name: copy.upload }));
    const reason = 'This PDF is encrypted, so the license line could not be added.';
    (await uploads.next()).respond(400, {
      error: { code: 'invalid_pdf', message: reason, fields: { file: reason } },
    });
    expect(await card.findByRole('alert')).toHaveTextContent(reason);
    expect(card.getByLabelText(copy.fileLabel)).toHaveAccessibleDescription(
      expect.stringContaining(reason) as string,
    );
    expect(screen.getByText(kitNotices.uploadFailed.title)).toBeInTheDocument();
  });

  it('refreshes the storage list with its notice', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<SingleGuideCard />);
    const card = within(await singleCard());
    await card.findByRole('list', { name: copy.listLabel });
    await user.click(card.getByRole('button', { name: commonCopy.refresh }));
    expect(await screen.findByText(kitNotices.storageRefreshed.title)).toBeInTheDocument();
    expect(screen.getByText('Single guide storage has been refreshed')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/guide-files')).toHaveLength(2);
  });

  it('removes a file after a confirmation', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<SingleGuideCard />);
    const card = within(await singleCard());
    const name = guideFile(1).name;
    await user.click(await card.findByRole('button', { name: `${copy.remove} ${name}` }));
    const confirm = await findOpenDialog('alertdialog', { name: copy.removeConfirmTitle });
    expect(confirm).toHaveTextContent(name);
    expect(api.callsTo('DELETE /api/admin/guide-files/:fileId')).toHaveLength(0);
    api.on('GET /api/admin/guide-files', () =>
      Response.json(guideFilesOverview({ files: [guideFile(0)] })),
    );
    await user.click(within(confirm).getByRole('button', { name: copy.removeConfirmAction }));
    expect(await screen.findByText(kitNotices.fileRemoved.title)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/guide-files/:fileId')[0]?.params).toEqual({
      fileId: guideFile(1).id,
    });
    await waitFor(() =>
      expect(
        card.queryByRole('button', { name: `${copy.remove} ${name}` }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('the Files section', () => {
  it('shows the guide and the images, and no panel for a bundle that is not sold', async () => {
    fakeAdminApi();
    renderAdminCard(<FilesSection />);
    await singleCard();
    expect(await screen.findByRole('region', { name: /Images/ })).toBeInTheDocument();
    expect(screen.queryByText(/bundle|temporarily disabled/i)).not.toBeInTheDocument();
  });
});
