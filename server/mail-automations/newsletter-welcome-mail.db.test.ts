import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchAutomation } from '#tests/automation-fixtures.ts';
import { testConfig, testMailSite } from '#tests/mail-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { renderNewsletterWelcome } from './newsletter-welcome-mail.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database.dispose());

const welcome = () =>
  renderNewsletterWelcome(
    { unsubscribeToken: 'un-1' },
    {
      db: database.handle.db,
      config: testConfig(),
      site: testMailSite(),
      recipient: 'parent@example.com',
    },
  );

describe('the newsletter welcome mail', () => {
  it('promises the welcome series’ tips by their subjects while it is on, then news', async () => {
    const mail = await welcome();
    expect(mail.text).toContain('Over the next 7 days we will send you 3 short tips:');
    expect(mail.text).toContain('- Tip 2 of 3: the mistakes to avoid');
    expect(mail.html).toContain('<li>Tip 3 of 3: what to ask the agency</li>');
    expect(mail.text).toContain('After that, we will write when we publish new articles');
  });

  it('promises only news once the series is turned off', async () => {
    await switchAutomation(database.handle.db, 'welcome-series', false);
    const mail = await welcome();
    expect(mail.text).not.toContain('tips');
    expect(mail.text).toContain('We will write when we publish new articles');
  });
});
