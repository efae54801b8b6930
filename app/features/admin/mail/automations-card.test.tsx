import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { automationDefaults } from '#content/mail-automations.ts';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { mailRoutes } from '#tests/mail-section-fixtures.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { MailSection } from './mail-section.tsx';

const copy = mailCopy.automations;

const renderAutomations = () =>
  renderAdminCard(<MailSection />, { url: '/admin/mail/automations' });

async function automationForm(id: keyof typeof copy.names) {
  return within(await screen.findByRole('form', { name: copy.names[id] }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the automations view', () => {
  it('shows each automation with its switch, timings and texts', async () => {
    fakeAdminApi(mailRoutes());
    renderAutomations();
    const welcome = await automationForm('welcome-series');
    const steps = automationDefaults['welcome-series'].settings.steps;
    expect(welcome.getAllByLabelText(copy.afterDays, { exact: false })).toHaveLength(3);
    expect(welcome.getAllByLabelText(copy.subject, { exact: false })[1]).toHaveValue(
      steps[1].subject,
    );
    expect(
      welcome.getByRole('switch', { name: `${copy.enabled}: ${copy.names['welcome-series']}` }),
    ).toHaveAttribute('aria-checked', String(automationDefaults['welcome-series'].enabled));
    const reminder = await automationForm('checkout-reminder');
    expect(reminder.getByLabelText(copy.afterHours, { exact: false })).toHaveValue(
      automationDefaults['checkout-reminder'].settings.afterHours,
    );
    expect(await automationForm('guide-update')).toBeDefined();
    expect(await automationForm('review-request')).toBeDefined();
  });

  it('saves one automation with its switch and edited text', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderAutomations();
    const reminder = await automationForm('checkout-reminder');
    const hours = reminder.getByLabelText(copy.afterHours, { exact: false });
    await user.clear(hours);
    await user.type(hours, '3');
    await user.click(reminder.getByRole('switch'));
    await user.click(reminder.getByRole('button', { name: copy.save }));
    expect(
      await screen.findByText(`${copy.names['checkout-reminder']} is saved.`),
    ).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/admin/mail/automations/:id');
    expect(call?.params).toEqual({ id: 'checkout-reminder' });
    expect(call?.body).toEqual({
      enabled: !automationDefaults['checkout-reminder'].enabled,
      settings: { ...automationDefaults['checkout-reminder'].settings, afterHours: 3 },
    });
  });

  it('refuses a bad timing on its field before any call', async () => {
    const api = fakeAdminApi(mailRoutes());
    const { user } = renderAutomations();
    const welcome = await automationForm('welcome-series');
    const days = welcome.getAllByLabelText(copy.afterDays, { exact: false })[2];
    if (!days) throw new Error('No third step.');
    await user.clear(days);
    await user.type(days, '45');
    await user.click(welcome.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(mailNotices.automationFieldsInvalid.title)).toBeInTheDocument();
    expect(welcome.getByText('Enter a number of days from 0 to 30.')).toBeInTheDocument();
    expect(days).toHaveFocus();
    expect(api.callsTo('PUT /api/admin/mail/automations/:id')).toHaveLength(0);
  });

  it("shows the server's per-field refusal on its field", async () => {
    fakeAdminApi({
      ...mailRoutes(),
      'PUT /api/admin/mail/automations/:id': () =>
        apiError(400, 'validation_failed', 'Check the fields.', {
          'settings.body': 'Use at most 10,000 characters.',
        }),
    });
    const { user } = renderAutomations();
    const notice = await automationForm('guide-update');
    await user.click(notice.getByRole('button', { name: copy.save }));
    expect(await notice.findByText('Use at most 10,000 characters.')).toBeInTheDocument();
    expect(notice.getByLabelText(copy.body, { exact: false })).toHaveFocus();
  });
});
