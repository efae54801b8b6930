import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewFormCopy } from '#content/review-form.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { decodeEntities } from '#tests/html.ts';
import { openReviewLink } from '#tests/review-link-fixtures.ts';

let dataDir: string;
let server: BuiltServer;
let token: string;

beforeAll(async () => {
  // A buyer whose review link was mailed, stored before the server opens the database.
  dataDir = await mkdtemp(path.join(tmpdir(), 'review-form-'));
  const database = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
  await migrateDatabase(database);
  ({ token } = await openReviewLink(database.db, { order: { customerName: 'Maria Garcia' } }));
  await database.close();
  server = await startBuiltServer({ dataDir, env: { PAYMENTS: 'test' } });
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const reviewUrl = () => new URL(`/review/${token}`, server.url);

describe('the review page without JavaScript', () => {
  it('shows the form, private and unindexed, with the suggested name', async () => {
    const response = await fetch(reviewUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('value="Maria G."');
    expect(html).toContain(`action="/review/${token}"`);
    expect(html).toContain(`method="post"`);
  });

  it('answers a bad post 400 with the red fields, storing nothing', async () => {
    const posted = await fetch(reviewUrl(), {
      method: 'POST',
      body: new URLSearchParams({ intent: 'review', rating: '9', body: 'short', name: '' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
    });
    expect(posted.status).toBe(400);
    const html = decodeEntities(await posted.text());
    expect(html).toContain('Choose a rating from 1 to 5 stars.');
    expect(html).toContain('Write at least 20 characters.');
    expect(html).toContain('Tick the box to agree that your review may be shown.');
  });

  it('takes the posted form, answers the thank-you page, and refuses the link after', async () => {
    const posted = await fetch(reviewUrl(), {
      method: 'POST',
      body: new URLSearchParams({
        intent: 'review',
        rating: '5',
        body: 'The guide told me which form to file, and by when.',
        name: 'Maria G.',
        consent: 'on',
      }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
    });
    expect(posted.status).toBe(200);
    expect(decodeEntities(await posted.text())).toContain(reviewFormCopy.thanks.text);

    const again = decodeEntities(await (await fetch(reviewUrl())).text());
    expect(again).toContain(reviewFormCopy.links.used.heading);
  });
});
