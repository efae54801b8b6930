import { expect, test, type Page } from '@playwright/test';
import { markReviewedCopy } from '#app/features/admin/publishing/mark-reviewed-copy.ts';
import { peopleCopy } from '#app/features/admin/publishing/people-copy.ts';
import { stateGuidesCopy } from '#app/features/admin/publishing/state-guides-copy.ts';
import { overviewCopy } from '#app/features/admin/overview/overview-copy.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { entryDetailSchema, type StateGuideContent } from '#shared/contracts/publishing.ts';
import { z } from 'zod';
import { openSection, signInAsOwner } from './admin-sign-in.ts';
import { gotoHydrated } from './helpers.ts';

/**
 * Issue 40's second acceptance test: the owner adds a sixth state from the template, marks it
 * reviewed; its page shows the reviewer and the dates; the Overview lists a guide whose sources
 * are overdue. The template's own fields are filled in the editor; the head fields, the
 * reviewer and the source go through the same API the editor calls, so this test holds to the
 * State guides section, the template and the review, whatever the editor frame looks like.
 */

const guideCopy = stateGuidesCopy;
const reviewer = { name: 'Dana Reyes', credentials: 'Family law attorney' };
/** Longer ago than the default 12-month review interval. */
const staleVerifiedOn = '2024-01-15';
const reviewedOn = '2026-11-20';

const entryAnswer = z.object({ entry: entryDetailSchema }).or(entryDetailSchema);
const peopleAnswer = z.object({ people: z.array(z.object({ id: z.number(), name: z.string() })) });

/** A call to the back office's API, as the signed-in owner's page makes it. */
async function api(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, {
    method,
    headers: { Origin: origin },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as unknown;
}

async function readEntry(page: Page, id: number) {
  const answer = entryAnswer.parse(await api(page, 'GET', adminApi.publishingEntry(id)));
  return 'entry' in answer ? answer.entry : answer;
}

test('the owner adds a sixth state from the template, marks it reviewed, and the site and the Overview show it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOwner(page, '/admin/people');

  // The reviewer, added in People.
  await page.getByRole('button', { name: peopleCopy.add }).click();
  const personForm = page.getByRole('dialog', { name: peopleCopy.dialog.newTitle });
  await personForm.getByLabel(peopleCopy.dialog.name).fill(reviewer.name);
  await personForm.getByLabel(peopleCopy.dialog.credentials).fill(reviewer.credentials);
  await personForm.getByRole('button', { name: peopleCopy.dialog.create }).click();
  await expect(page.getByText(peopleCopy.notices.created.title)).toBeVisible();
  const people = peopleAnswer.parse(await api(page, 'GET', adminApi.people)).people;
  const reviewerId = people.find((person) => person.name === reviewer.name)?.id;
  expect(reviewerId).toBeDefined();

  // All 51 listed; Ohio has no guide: one from the template.
  await openSection(page, guideCopy.title);
  const states = page.getByRole('region', { name: guideCopy.listLabel });
  await expect(states.getByRole('rowheader')).toHaveCount(51);
  await expect(
    states.getByRole('row', { name: /Texas/ }).getByText(guideCopy.statuses.published),
  ).toBeVisible();
  await states.getByRole('button', { name: `${guideCopy.writeGuide}: Ohio` }).click();
  await expect(page).toHaveURL(/\/admin\/state-guides\/\d+$/);
  const entryId = Number(new URL(page.url()).pathname.split('/').at(-1));

  // The template's fields, in the editor.
  const fields = guideCopy.fields;
  await page.getByLabel(fields.agency).fill('OCSS');
  await page.getByLabel(fields.agencyName).fill('Office of Child Support Services');
  await page.getByLabel(fields.challengeDays).fill('30');
  await expect(page.getByLabel('Overview: heading')).toHaveValue(
    'How child support orders work in Ohio',
  );
  await page.getByLabel('Overview: text').fill('Ohio’s agency issues administrative orders.');
  await page.getByLabel('Deadline: text').fill('You have 30 days from service to object.');

  // What the editor frame holds besides the template (head, reviewer, sources), then publish.
  await expect
    .poll(async () => {
      const draft = (await readEntry(page, entryId)).draft as StateGuideContent;
      return draft.sections.deadline.body;
    })
    .toBe('You have 30 days from service to object.');
  const entry = await readEntry(page, entryId);
  const draft = entry.draft as StateGuideContent;
  const content: StateGuideContent = {
    ...draft,
    description: 'How Ohio administrative child support orders work and how to object.',
    authorId: reviewerId ?? null,
    reviewerId: reviewerId ?? null,
    sources: [
      {
        title: 'Ohio Administrative Code 5101:12',
        url: 'https://codes.ohio.gov/ohio-administrative-code/chapter-5101:12',
        supports: 'the 30-day deadline',
        verifiedOn: staleVerifiedOn,
      },
    ],
  };
  const saved = entryAnswer.parse(
    await api(page, 'PUT', adminApi.publishingEntry(entryId), {
      version: entry.version,
      content,
      autosave: false,
    }),
  );
  const savedVersion = 'entry' in saved ? saved.entry.version : saved.version;
  await api(page, 'POST', adminApi.publishEntry(entryId), { version: savedVersion });

  // Marked reviewed in the editor, with a substantive change: Ohio has no buyer to tell.
  await gotoHydrated(page, `/admin/state-guides/${entryId}`);
  await page.getByRole('button', { name: markReviewedCopy.title }).click();
  const review = page.getByRole('dialog', { name: markReviewedCopy.title });
  await review.getByLabel(markReviewedCopy.reviewedOn).fill(reviewedOn);
  await review.getByRole('checkbox', { name: markReviewedCopy.substantive }).check();
  await review.getByLabel(markReviewedCopy.note).fill('Deadline section written.');
  await review.getByRole('button', { name: markReviewedCopy.save }).click();
  await expect(page.getByText(markReviewedCopy.notices.reviewed.title)).toBeVisible();
  await expect(
    // Other tests on the shared server may have sold to Ohio: the offer names the state either way.
    review.getByText(/from Ohio/).first(),
  ).toBeVisible();
  await review.getByRole('button', { name: markReviewedCopy.done }).click();

  // The sixth state's page: its reviewer, the dates, and the same in its structured data.
  await gotoHydrated(page, '/states/ohio-child-support');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ohio');
  await expect(page.getByRole('link', { name: reviewer.name }).first()).toHaveAttribute(
    'href',
    '/authors/dana-reyes',
  );
  await expect(page.locator(`time[datetime="${reviewedOn}"]`).first()).toBeVisible();
  await expect(page.getByText('Ohio Administrative Code 5101:12')).toBeVisible();
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent));
  const structured = graphs.join('\n');
  expect(structured).toContain('"reviewedBy"');
  expect(structured).toContain(reviewer.name);
  expect(structured).toContain('"dateModified"');

  // The Overview: the new guide's source was last verified over a year ago.
  await gotoHydrated(page, '/admin');
  const due = page.getByRole('region', { name: overviewCopy.reviewDue });
  const ohio = due.getByRole('listitem').filter({ hasText: 'Ohio Child Support' });
  await expect(ohio.getByRole('link')).toHaveAttribute('href', `/admin/state-guides/${entryId}`);
  await expect(ohio).toContainText('Sources last verified Jan 15, 2024');
});
