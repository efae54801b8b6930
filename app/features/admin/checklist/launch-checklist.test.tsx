import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checklistFixture } from '#tests/checklist-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { apiError } from '#tests/fake-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { checklistCopy } from './checklist-copy.ts';
import { LaunchChecklist } from './launch-checklist.tsx';

const copy = checklistCopy;

const checklist = () => screen.getByRole('list', { name: copy.title });
const row = (name: string) =>
  within(checklist())
    .getAllByRole('listitem')
    .find((entry) => entry.textContent.includes(name));

afterEach(() => vi.unstubAllGlobals());

describe('launch checklist', () => {
  it('shows the progress and each item with whether it is done and why', async () => {
    fakeAdminApi();
    renderAdminCard(<LaunchChecklist />);
    expect(await screen.findByText('4 of 10 done')).toBeInTheDocument();
    expect(within(checklist()).getAllByRole('listitem')).toHaveLength(10);
    const guide = row(copy.items.guide);
    expect(guide).toHaveTextContent(copy.done);
    expect(guide).toHaveTextContent(copy.reasons.guideUploaded);
    const mail = row(copy.items.mail);
    expect(mail).toHaveTextContent(copy.notDone);
    expect(mail).toHaveTextContent(copy.reasons.mailToFiles);
  });

  it('links an item not done to the section that fixes it, or names the variables to set', async () => {
    fakeAdminApi({
      'GET /api/admin/checklist': () => {
        const answer = checklistFixture();
        return Response.json({
          items: answer.items.map((item) =>
            item.id === 'guide' ? { ...item, done: false, reason: 'guidePlaceholder' } : item,
          ),
        });
      },
    });
    renderAdminCard(<LaunchChecklist />);
    await screen.findByText('3 of 10 done');
    const guide = row(copy.items.guide);
    expect(
      within(guide ?? document.body).getByRole('link', { name: 'Fix in Files' }),
    ).toHaveAttribute('href', '/admin/files');
    expect(row(copy.items.mail)).toHaveTextContent('Set SMTP_HOST (README: #payments-and-mail)');
    const operator = row(copy.items.operator);
    expect(within(operator ?? document.body).queryByRole('link')).toBeNull();
  });

  it('links a reworded attorney notice to its field in Content', async () => {
    fakeAdminApi({
      'GET /api/admin/checklist': () =>
        Response.json({
          items: checklistFixture().items.map((item) =>
            item.id === 'attorneyNotice'
              ? { ...item, done: false, reason: 'attorneyNoticeReworded' }
              : item,
          ),
        }),
    });
    renderAdminCard(<LaunchChecklist />);
    await screen.findByText('3 of 10 done');
    const notice = row(copy.items.attorneyNotice);
    expect(notice).toHaveTextContent(copy.reasons.attorneyNoticeReworded);
    expect(
      within(notice ?? document.body).getByRole('link', { name: 'Fix in Content' }),
    ).toHaveAttribute('href', '/admin/content#content-attorneyNotice');
  });

  it('names every sample still shown, each a link to where it is replaced', async () => {
    fakeAdminApi();
    renderAdminCard(<LaunchChecklist />);
    await screen.findByText('4 of 10 done');
    const texts = row(copy.items.sampleTexts);
    expect(texts).toHaveTextContent('Still the sample: Hero Description, Checkout headline');
    const inRow = within(texts ?? document.body);
    expect(inRow.getByRole('link', { name: 'Hero Description' })).toHaveAttribute(
      'href',
      '/admin/content#content-heroDescription',
    );
    expect(inRow.getByRole('link', { name: 'Checkout headline' })).toHaveAttribute(
      'href',
      '/admin/content#content-checkoutHeadline',
    );
    expect(inRow.getByRole('link', { name: 'Fix in Content' })).toHaveAttribute(
      'href',
      '/admin/content',
    );
    const reviews = within(row(copy.items.sampleReviews) ?? document.body);
    expect(reviews.getByRole('link', { name: 'Fix in Reviews' })).toHaveAttribute(
      'href',
      '/admin/reviews',
    );
  });

  it('says when the checklist could not be loaded', async () => {
    fakeAdminApi({
      'GET /api/admin/checklist': () => apiError(403, 'forbidden', 'Only owners see this.'),
    });
    renderAdminCard(<LaunchChecklist />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only owners see this.');
  });
});
