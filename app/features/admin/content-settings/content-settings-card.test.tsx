import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, heldAnswer } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { contentSettings, contentSettingsAnswer } from '#tests/settings-fixtures.ts';
import { AuditLog } from '../security/audit-log.tsx';
import { ContentSettingsCard } from './content-settings-card.tsx';
import { contentSettingsCopy, contentSettingsNotices } from './content-settings-copy.ts';

const copy = contentSettingsCopy;
const labels = copy.fields;

const escaped = (text: string) => text.replace(/[$()*+.?[\]^{|}\\]/g, '\\$&');
/** A field by the start of its label (a required one ends in a hidden asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`));
const saveButton = () => screen.getByRole('button', { name: copy.save });
const previewButton = () => screen.getByRole('button', { name: copy.preview });

const renderCard = () => renderAdminCard(<ContentSettingsCard />);

function findForm() {
  return screen.findByRole('form', { name: copy.title });
}

/** A stand-in for the tab `window.open` gives back. */
function fakeTab() {
  const tab = {
    opener: {} as unknown,
    closed: false,
    location: { replace: vi.fn() },
    close: vi.fn(() => {
      tab.closed = true;
    }),
  };
  return tab;
}

function stubOpen(tab: ReturnType<typeof fakeTab> | null) {
  const open = vi.fn(() => tab);
  vi.stubGlobal('open', open);
  return open;
}

afterEach(() => vi.unstubAllGlobals());

describe('content management card', () => {
  it('loads the settings in force, with no fields for a bundle that is not sold', async () => {
    const answer = heldAnswer();
    fakeAdminApi({ 'GET /api/admin/settings': () => answer.promise });
    renderCard();
    expect(await screen.findByText(copy.loading)).toBeInTheDocument();
    answer.release(Response.json(contentSettingsAnswer()));
    await findForm();

    const saved = contentSettings();
    expect(field(labels.websiteTitle.label)).toHaveValue(saved.websiteTitle);
    expect(field(labels.guidePrice.label)).toHaveValue('47.00');
    expect(field(labels.guidePrice.label)).toHaveAttribute('inputmode', 'decimal');
    expect(field(labels.compareAtPrice.label)).toHaveValue('97.00');
    expect(screen.queryByText(/bundle|temporarily disabled/i)).not.toBeInTheDocument();
    expect(field(labels.heroDescription.label).tagName).toBe('TEXTAREA');
    expect(field(labels.heroDescription.label)).toHaveAttribute('maxlength', '600');
    expect(field(labels.introVideoId.label)).toHaveAccessibleDescription(labels.introVideoId.hint);
    const operator = screen.getByRole('group', { name: copy.operatorGroup });
    expect(within(operator).getByLabelText(/^Governing state/)).toHaveValue('Texas');
    expect(screen.getByText(copy.neverSaved)).toBeInTheDocument();
    expect(screen.queryByText(copy.unsaved)).not.toBeInTheDocument();
  });

  it('shows the headlines, checkout texts, refund window and review settings in their groups', async () => {
    fakeAdminApi();
    renderCard();
    await findForm();
    const saved = contentSettings();
    const home = screen.getByRole('group', { name: copy.homeGroup });
    expect(within(home).getByLabelText(/^Home headline/)).toHaveValue(saved.homeHeadline);
    const checkout = screen.getByRole('group', { name: copy.checkoutGroup });
    expect(within(checkout).getByLabelText(/^Pay button label/)).toHaveValue(saved.payButtonLabel);
    expect(within(checkout).getByLabelText(/^Checkout warning text/)).toHaveValue(
      saved.checkoutWarningText,
    );
    const reviews = screen.getByRole('group', { name: copy.reviewsGroup });
    expect(within(reviews).getByLabelText(/^Ask for a review after/)).toHaveValue('7');
    expect(within(reviews).getByLabelText(/^Reviews before the average/)).toHaveValue('3');
    const refund = field(labels.refundWindowDays.label);
    expect(refund).toHaveValue('14');
    expect(refund).toHaveAttribute('inputmode', 'numeric');
    expect(field(labels.compareAtPrice.label)).not.toBeRequired();
    expect(field(labels.guidePrice.label)).toBeRequired();
  });

  it('asks to take {{savings}} out of the pay button before the regular price is emptied', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findForm();
    await user.clear(field(labels.compareAtPrice.label));
    await user.click(saveButton());

    const label = field(labels.payButtonLabel.label);
    await waitFor(() => expect(label).toHaveAttribute('aria-invalid', 'true'));
    expect(label).toHaveAccessibleDescription(
      expect.stringContaining('Set a regular price, or take {{savings}} out of the label'),
    );
    expect(label).toHaveFocus();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);

    await user.clear(label);
    await user.type(label, 'Pay {{{{price}}');
    await user.clear(field(labels.refundWindowDays.label));
    await user.type(field(labels.refundWindowDays.label), '30');
    await user.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual(
      contentSettings({
        compareAtPrice: null,
        payButtonLabel: 'Pay {{price}}',
        refundWindowDays: 30,
      }),
    );
  });

  it('marks each text still holding its sample, and sends the ones kept as the seller’s own', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findForm();
    const keep = (label: string) =>
      screen.queryByRole('checkbox', { name: `${copy.keepSample} (${label})` });
    expect(screen.getAllByText(copy.sampleNote)).toHaveLength(8);
    await user.click(keep(labels.checkoutHeadline.label) ?? document.body);
    // Their own wording is no sample: the note goes.
    await user.clear(field(labels.heroDescription.label));
    await user.type(field(labels.heroDescription.label), 'Our own words.');
    expect(keep(labels.heroDescription.label)).toBeNull();
    await user.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual(
      contentSettings({ heroDescription: 'Our own words.', ownTexts: ['checkoutHeadline'] }),
    );
    await waitFor(() => expect(keep(labels.checkoutHeadline.label)).toBeChecked());
  });

  it('refuses a support address that is not an e-mail address on its field', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findForm();
    const address = field(labels.supportEmail.label);
    expect(address).toHaveValue('support@childsupportdefense.example');
    await user.clear(address);
    await user.type(address, 'help at shop');
    await user.click(saveButton());
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(address).toHaveFocus();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
  });

  it('refuses a refund window that is not a whole number of days in range', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findForm();
    const refund = field(labels.refundWindowDays.label);
    for (const typed of ['two weeks', '400']) {
      await user.clear(refund);
      await user.type(refund, typed);
      await user.click(saveButton());
      await waitFor(() =>
        expect(refund).toHaveAccessibleDescription(
          expect.stringContaining('Enter the refund window in days: a whole number from 1 to 365.'),
        ),
      );
    }
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
  });

  it('says who saved last and when', async () => {
    fakeAdminApi({
      'GET /api/admin/settings': () =>
        Response.json(
          contentSettingsAnswer({}, { at: '2026-11-20T09:30:00.000Z', by: 'partner@example.com' }),
        ),
    });
    renderCard();
    await findForm();
    expect(screen.getByText(/^Last saved .* by partner@example\.com$/)).toBeInTheDocument();
  });

  it('flags a price that is not an amount, focuses it and sends nothing', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findForm();
    const price = field(labels.guidePrice.label);
    await user.clear(price);
    await user.type(price, '47 dollars');
    await user.click(saveButton());

    expect(
      await screen.findByText(contentSettingsNotices.settingsFieldsInvalid.title),
    ).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining('Enter the guide price in dollars, like 47.00.'),
    );
    expect(price).toHaveFocus();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);

    await user.type(price, 'x');
    expect(price).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a regular price that is not above the guide price', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findForm();
    const regular = field(labels.compareAtPrice.label);
    await user.clear(regular);
    await user.type(regular, '40');
    await user.click(previewButton());

    await waitFor(() => expect(regular).toHaveAttribute('aria-invalid', 'true'));
    expect(regular).toHaveAccessibleDescription(
      expect.stringContaining('must be more than the guide price'),
    );
    expect(api.callsTo('POST /api/admin/settings/preview')).toHaveLength(0);
  });

  it("shows the server's per-field refusals on their fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      'PUT /api/admin/settings': () =>
        apiError(400, 'validation_failed', 'Check the fields.', {
          heroDescription: 'Use at most 600 characters.',
        }),
    });
    const { user } = renderCard();
    await findForm();
    await user.click(saveButton());

    const hero = field(labels.heroDescription.label);
    await waitFor(() => expect(hero).toHaveAttribute('aria-invalid', 'true'));
    expect(hero).toHaveAccessibleDescription(
      expect.stringContaining('Use at most 600 characters.'),
    );
    expect(hero).toHaveFocus();
    expect(await screen.findByText(contentSettingsNotices.saveFailed.title)).toBeInTheDocument();
  });

  it("saves the parsed prices, shows 'Saving...' and then 'Changes saved'", async () => {
    const answer = heldAnswer();
    const api = fakeAdminApi({ 'PUT /api/admin/settings': () => answer.promise });
    // The audit log on screen shows the save.
    const { user } = renderAdminCard(
      <>
        <ContentSettingsCard />
        <AuditLog />
      </>,
    );
    await findForm();
    await user.clear(field(labels.guidePrice.label));
    await user.type(field(labels.guidePrice.label), '$1,047.5');
    await user.clear(field(labels.compareAtPrice.label));
    await user.type(field(labels.compareAtPrice.label), '1200');
    await user.clear(field(labels.websiteTitle.label));
    await user.type(field(labels.websiteTitle.label), '  Parent Defense ');
    expect(screen.getByText(copy.unsaved)).toBeInTheDocument();
    await user.click(saveButton());

    const busy = await screen.findByRole('button', { name: copy.saving });
    expect(busy).toBeDisabled();
    const sent = api.callsTo('PUT /api/admin/settings')[0]?.body;
    expect(sent).toEqual(
      contentSettings({ guidePrice: 1047.5, compareAtPrice: 1200, websiteTitle: 'Parent Defense' }),
    );
    const auditLoads = api.callsTo('GET /api/admin/audit').length;
    const stored = {
      ...contentSettingsAnswer(),
      settings: sent,
      updatedAt: '2026-11-23T16:52:00.000Z',
      updatedBy: 'admin@example.com',
    };
    api.on('GET /api/admin/settings', () => Response.json(stored));
    answer.release(Response.json(stored));

    expect(await screen.findByText(contentSettingsNotices.changesSaved.title)).toBeInTheDocument();
    expect(screen.getByText(contentSettingsNotices.changesSaved.description)).toBeInTheDocument();
    expect(field(labels.guidePrice.label)).toHaveValue('1047.50');
    expect(field(labels.websiteTitle.label)).toHaveValue('Parent Defense');
    expect(screen.getByText(/^Last saved .* by admin@example\.com$/)).toBeInTheDocument();
    expect(screen.queryByText(copy.unsaved)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/audit').length).toBeGreaterThan(auditLoads),
    );
  });

  it('sends a sale typed in the seller’s zone as instants, and shows the saved one as typed', async () => {
    const answer = heldAnswer();
    const api = fakeAdminApi({ 'PUT /api/admin/settings': () => answer.promise });
    const { user } = renderCard();
    await findForm();
    const sale = screen.getByRole('group', { name: copy.saleGroup });
    const starts = within(sale).getByLabelText(/^Sale starts/);
    expect(starts).toHaveAttribute('type', 'datetime-local');
    expect(starts).toHaveAccessibleDescription(expect.stringMatching(/^In your time zone, \S+\.$/));
    await user.type(within(sale).getByLabelText(/^Sale price/), '29');
    fireEvent.change(starts, { target: { value: '2026-11-20T09:30' } });
    fireEvent.change(within(sale).getByLabelText(/^Sale ends/), {
      target: { value: '2026-12-01T00:00' },
    });
    await user.click(within(sale).getByRole('checkbox', { name: /^Show when the sale ends/ }));
    await user.click(saveButton());

    await waitFor(() => expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(1));
    const sent = contentSettings({
      salePrice: 29,
      saleStartsAt: new Date('2026-11-20T09:30').toISOString(),
      saleEndsAt: new Date('2026-12-01T00:00').toISOString(),
      saleShowsEnd: true,
    });
    expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual(sent);
    const stored = { ...contentSettingsAnswer(), settings: sent };
    api.on('GET /api/admin/settings', () => Response.json(stored));
    answer.release(Response.json(stored));
    expect(await screen.findByText(contentSettingsNotices.changesSaved.title)).toBeInTheDocument();
    expect(within(sale).getByLabelText(/^Sale starts/)).toHaveValue('2026-11-20T09:30');
    expect(within(sale).getByRole('checkbox')).toBeChecked();
  });

  it('flags a sale without its end, and one ending before it starts, on their fields', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findForm();
    const sale = screen.getByRole('group', { name: copy.saleGroup });
    const ends = within(sale).getByLabelText(/^Sale ends/);
    await user.type(within(sale).getByLabelText(/^Sale price/), '29');
    fireEvent.change(within(sale).getByLabelText(/^Sale starts/), {
      target: { value: '2026-11-20T09:30' },
    });
    await user.click(saveButton());
    await waitFor(() => expect(ends).toHaveAttribute('aria-invalid', 'true'));
    expect(ends).toHaveAccessibleDescription(expect.stringContaining('Enter when the sale ends.'));

    fireEvent.change(ends, { target: { value: '2026-11-19T09:30' } });
    await user.click(saveButton());
    await waitFor(() => expect(ends).toHaveAttribute('aria-invalid', 'true'));
    expect(ends).toHaveAccessibleDescription(
      expect.stringContaining('The sale must end after it starts.'),
    );
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
  });

  it('keeps what the admin typed when the settings are fetched again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeAdminApi({
      'PUT /api/admin/settings': () => apiError(500, 'internal_error', 'Something broke.'),
    });
    const { user } = renderCard();
    await findForm();
    await user.clear(field(labels.websiteTitle.label));
    await user.type(field(labels.websiteTitle.label), 'Typed here');
    api.on('GET /api/admin/settings', () =>
      Response.json(contentSettingsAnswer({ homeHeadline: 'Changed in another tab' })),
    );
    // A failed save refetches the settings.
    await user.click(saveButton());
    expect(await screen.findByText(contentSettingsNotices.saveFailed.title)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/admin/settings')).toHaveLength(2));

    expect(field(labels.websiteTitle.label)).toHaveValue('Typed here');
    expect(screen.getByText(copy.unsaved)).toBeInTheDocument();
  });

  it('asks before leaving the page only while there are unsaved changes', async () => {
    fakeAdminApi();
    const { user } = renderCard();
    await findForm();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(field(labels.checkoutHeadline.label), '!');
    expect(leave()).toBe(true);
    await user.type(field(labels.checkoutHeadline.label), '{Backspace}');
    expect(leave()).toBe(false);
  });
});

describe('preview changes', () => {
  it('opens a tab in the click, sends the draft and points the tab at the preview', async () => {
    const tab = fakeTab();
    const open = stubOpen(tab);
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findForm();
    await user.clear(field(labels.heroDescription.label));
    await user.type(field(labels.heroDescription.label), 'A new hero text.');
    await user.click(previewButton());

    expect(open).toHaveBeenCalledWith('', '_blank');
    // Opened in the click, before the draft went out: later, a browser would block it.
    const sentAt = api.fetchMock.mock.invocationCallOrder.at(-1) ?? 0;
    expect(open.mock.invocationCallOrder[0]).toBeLessThan(sentAt);
    expect(await screen.findByText(contentSettingsNotices.previewOpened.title)).toBeInTheDocument();
    expect(screen.getByText(contentSettingsNotices.previewOpened.description)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/settings/preview')[0]?.body).toEqual(
      contentSettings({ heroDescription: 'A new hero text.' }),
    );
    expect(tab.location.replace).toHaveBeenCalledWith(
      new URL('/?preview=draft-1', window.location.href).href,
    );
    expect(tab.opener).toBeNull();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
    expect(screen.getByText(copy.unsaved)).toBeInTheDocument();
  });

  it('closes the tab again when the preview cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tab = fakeTab();
    stubOpen(tab);
    fakeAdminApi({
      'POST /api/admin/settings/preview': () => apiError(500, 'internal_error', 'Something broke.'),
    });
    const { user } = renderCard();
    await findForm();
    await user.click(previewButton());

    expect(await screen.findByText(contentSettingsNotices.previewFailed.title)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('offers a link when the browser blocked the tab', async () => {
    stubOpen(null);
    const api = fakeAdminApi();
    const { user } = renderCard();
    await findForm();
    await user.click(previewButton());

    const link = await screen.findByRole('link', { name: copy.openPreview });
    expect(link).toHaveAttribute('href', new URL('/?preview=draft-1', window.location.href).href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(api.callsTo('POST /api/admin/settings/preview')).toHaveLength(1);
  });
});
