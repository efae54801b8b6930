import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailAutomations } from '#server/db/schema.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { automationIds, type Automation } from '#shared/contracts/admin-mail.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { defaultAutomation } from './automation-settings.ts';

describe.each(testDrivers)('the automations API on %s', (driver) => {
  let t: TestApp;
  let cookie: string;
  let ownerEmail: string;
  beforeEach(async () => {
    t = await createTestApp(driver);
    const owner = await signedInAdmin(t);
    cookie = owner.cookie;
    ownerEmail = owner.user.email;
  });
  afterEach(() => t.dispose());

  const get = () => apiRequest(t.app, 'GET', adminApi.mailAutomations, undefined, { cookie });
  const put = (id: string, body: unknown) =>
    apiRequest(t.app, 'PUT', adminApi.mailAutomation(id), body, { cookie });
  const storedRows = () => t.ctx.db.select().from(mailAutomations);
  const fieldsOf = async (response: Response) => {
    expect(response.status).toBe(400);
    return apiErrorSchema.parse(await response.json()).error.fields ?? {};
  };

  it('lists every automation with its defaults before anything is saved', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      automations: automationIds.map((id) => defaultAutomation(id)),
    });
  });

  it('saves an automation, answers it as it now runs and audits before and after', async () => {
    const before = defaultAutomation('checkout-reminder');
    const next = {
      enabled: false,
      settings: { ...before.settings, afterHours: 3, subject: 'Still thinking, {{firstName}}?' },
    };
    const response = await put('checkout-reminder', next);
    expect(response.status).toBe(200);
    const saved = { id: 'checkout-reminder', ...next };
    expect(await response.json()).toEqual(saved);
    const listed = (await (await get()).json()) as { automations: Automation[] };
    expect(listed.automations.find((one) => one.id === 'checkout-reminder')).toEqual(saved);
    const audit = await auditEntries(t, 'automation_saved');
    expect(audit).toMatchObject([
      {
        actorEmail: ownerEmail,
        target: 'checkout-reminder',
        detail: { previous: before, next: saved },
      },
    ]);
  });

  it('answers each bad field by its path, storing nothing', async () => {
    const { settings } = defaultAutomation('welcome-series');
    const [first, second, third] = settings.steps;
    if (!first || !second || !third) throw new Error('three steps expected');
    const fields = await fieldsOf(
      await put('welcome-series', {
        enabled: 'yes',
        settings: {
          steps: [
            { ...first, afterDays: 31 },
            { ...second, subject: 'Hello {{firstName}}' },
            { ...third, body: ' ' },
          ],
        },
      }),
    );
    expect(Object.keys(fields).sort()).toEqual([
      'enabled',
      'settings.steps.0.afterDays',
      'settings.steps.1.subject',
      'settings.steps.2.body',
    ]);
    expect(fields['settings.steps.1.subject']).toContain('{{firstName}} is not filled in');

    const reminder = defaultAutomation('checkout-reminder').settings;
    const reminderFields = await fieldsOf(
      await put('checkout-reminder', {
        enabled: true,
        settings: { ...reminder, afterHours: 0, body: 'Back to {{cart}}', extra: 1 },
      }),
    );
    expect(reminderFields).toMatchObject({
      'settings.afterHours': expect.any(String) as unknown,
      'settings.body': expect.stringContaining('{{cart}}') as unknown,
    });
    expect(await storedRows()).toEqual([]);
  });

  it('refuses an unknown automation, odd and huge bodies, support, another origin and the signed-out', async () => {
    const update = defaultAutomation('guide-update');
    const body = { enabled: true, settings: update.settings };
    expect((await put('weekly-digest', body)).status).toBe(404);
    expect((await put('guide-update', [body])).status).toBe(400);
    expect((await put('guide-update', 'on')).status).toBe(400);
    const notJson = await t.app.request(adminApi.mailAutomation('guide-update'), {
      method: 'PUT',
      headers: { Origin: 'http://shop.test', 'Content-Type': 'application/json', Cookie: cookie },
      body: '{"enabled":',
    });
    expect(notJson.status).toBe(400);
    const huge = { enabled: true, settings: { ...update.settings, body: 'x'.repeat(2_000_000) } };
    expect((await put('guide-update', huge)).status).toBe(413);
    const support = await signedInAdmin(t, { role: 'support' });
    const asSupport = { cookie: support.cookie };
    const path = adminApi.mailAutomation('guide-update');
    expect((await apiRequest(t.app, 'PUT', path, body, asSupport)).status).toBe(403);
    expect(
      (await apiRequest(t.app, 'GET', adminApi.mailAutomations, undefined, asSupport)).status,
    ).toBe(403);
    const elsewhere = await apiRequest(t.app, 'PUT', path, body, {
      cookie,
      origin: 'https://evil.example',
    });
    expect(elsewhere.status).toBe(403);
    expect((await apiRequest(t.app, 'PUT', path, body)).status).toBe(401);
    expect(await storedRows()).toEqual([]);
  });
});
