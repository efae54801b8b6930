import { describe, expect, it } from 'vitest';
import { setArchived, storedBroadcast } from '#tests/archived-issue-rows.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { storedNewsletterArchive } from './newsletter-archive-source.ts';

describe.each(testDrivers)('the newsletter archive on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;

  it('shows only sent, archived broadcasts, newest first, with their day and summary', async () => {
    await storedBroadcast(db(), 'older', { finishedAt: new Date('2026-10-05T23:30:00Z') });
    await storedBroadcast(db(), 'newer', { finishedAt: new Date('2026-11-20T08:00:00Z') });
    await storedBroadcast(db(), 'draft', { status: 'draft', finishedAt: null });
    await storedBroadcast(db(), 'scheduled', { status: 'scheduled', finishedAt: null });
    await storedBroadcast(db(), 'sending', { status: 'sending', finishedAt: null });
    await storedBroadcast(db(), 'kept-off', { archived: false });
    await storedBroadcast(db(), 'no-slug-yet', { slug: null });

    const archive = await storedNewsletterArchive(db());
    expect(archive.issues()).toEqual([
      {
        slug: 'newer',
        subject: 'Issue newer',
        preheader: 'What newer is about',
        sentOn: '2026-11-20',
      },
      {
        slug: 'older',
        subject: 'Issue older',
        preheader: 'What older is about',
        sentOn: '2026-10-05',
      },
    ]);
    expect(await archive.body('older')).toBe(
      '## Inside older\n\nRead the [deadlines article](/blog).',
    );
    for (const slug of ['draft', 'scheduled', 'sending', 'kept-off', 'unknown'])
      expect(await archive.body(slug), slug).toBeUndefined();
  });

  it('tells its listeners (the page cache) when a reload changes what shows, and only then', async () => {
    await storedBroadcast(db(), 'first');
    await storedBroadcast(db(), 'second', { archived: false });
    const archive = await storedNewsletterArchive(db());
    let changes = 0;
    archive.onChange(() => void (changes += 1));

    expect(await archive.reload()).toBe(false);
    expect(changes).toBe(0);

    await setArchived(db(), 'second', true);
    expect(await archive.reload()).toBe(true);
    expect(changes).toBe(1);
    expect(
      archive
        .issues()
        .map((issue) => issue.slug)
        .sort(),
    ).toEqual(['first', 'second']);

    await setArchived(db(), 'first', false);
    expect(await archive.reload()).toBe(true);
    expect(changes).toBe(2);
    expect(archive.issues().map((issue) => issue.slug)).toEqual(['second']);
    expect(await archive.body('first')).toBeUndefined();
  });

  it('never shows a body the database no longer shows, even before the list is read again', async () => {
    await storedBroadcast(db(), 'withdrawn');
    const archive = await storedNewsletterArchive(db());
    await setArchived(db(), 'withdrawn', false);
    expect(await archive.body('withdrawn')).toBeUndefined();
  });
});
