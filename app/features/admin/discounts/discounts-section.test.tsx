import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discountCodeRow } from '#tests/discount-code-fixtures.ts';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { discountsCopy } from './discounts-copy.ts';
import { DiscountsSection } from './discounts-section.tsx';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = discountsCopy;
const dialogCopy = copy.dialog;

const renderSection = () => renderAdminCard(<DiscountsSection />, { url: '/admin/discounts' });

/** A dialog field by its label, whatever marks follow it (the required star). */
const field = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);

const table = () => screen.findByRole('table');
/** The row a code heads, by the code's text. */
const rowOf = async (code: string) => {
  const header = await within(await table()).findByRole('rowheader', { name: code });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return within(row);
};

afterEach(() => vi.unstubAllGlobals());

describe('the discounts section', () => {
  it('lists each code with its discount, dates, uses, revenue and state', async () => {
    fakeAdminApi();
    renderSection();
    const fall = await rowOf('FALL20');
    expect(fall.getByText('20%')).toBeInTheDocument();
    expect(fall.getByText('Nov 1, 2026 – Dec 31, 2026')).toBeInTheDocument();
    expect(fall.getByText('3 of 10')).toBeInTheDocument();
    expect(fall.getByText('1 checkout open')).toBeInTheDocument();
    expect(fall.getByText('$75.20')).toBeInTheDocument();
    expect(fall.getByText('$18.80 off given')).toBeInTheDocument();
    expect(fall.getByText(copy.states.active)).toBeInTheDocument();
    // A used code cannot be deleted: it can be turned off.
    expect(fall.queryByRole('button', { name: `${copy.remove} FALL20` })).not.toBeInTheDocument();
    expect(fall.getByRole('button', { name: `${copy.deactivate} FALL20` })).toBeInTheDocument();

    const ten = await rowOf('TENOFF');
    expect(ten.getByText('$10.00')).toBeInTheDocument();
    expect(ten.getByText(copy.anyTime)).toBeInTheDocument();
    expect(ten.getByText(copy.states.inactive)).toBeInTheDocument();
    expect(ten.getByRole('button', { name: `${copy.activate} TENOFF` })).toBeInTheDocument();
  });

  it('says so when there is no code yet', async () => {
    fakeAdminApi({ 'GET /api/admin/discount-codes': () => Response.json({ codes: [] }) });
    renderSection();
    expect(await screen.findByText(copy.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains the code in the seller’s words, not the program’s', async () => {
    fakeAdminApi();
    const { user } = renderSection();
    await table();
    await user.click(screen.getByRole('button', { name: copy.newCode }));
    const dialog = await findOpenDialog('dialog', { name: dialogCopy.newTitle });
    expect(dialog).toHaveAccessibleDescription(/see the lower price before they pay/);
    expect(dialog).toHaveTextContent(/Type of discount/);
    expect(dialog).not.toHaveTextContent(/browser|works out|digits|\bKind\b|USD|Empty:|any case/i);
  });

  it('creates a code: the form’s own check first, then the server’s refusal on its field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeAdminApi({
      'POST /api/admin/discount-codes': () =>
        apiError(400, 'discount_code_exists', 'This code already exists.', {
          code: 'This code already exists.',
        }),
    });
    const { user } = renderSection();
    await table();
    await user.click(screen.getByRole('button', { name: copy.newCode }));
    const dialog = within(await findOpenDialog('dialog', { name: dialogCopy.newTitle }));

    await user.type(dialog.getByLabelText(field(dialogCopy.code)), 'fall20');
    await user.type(dialog.getByLabelText(field(dialogCopy.amountPercent)), '150');
    await user.click(dialog.getByRole('button', { name: dialogCopy.create }));
    expect(await dialog.findByText('Enter a whole percent from 1 to 100.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/discount-codes')).toHaveLength(0);

    const amount = dialog.getByLabelText(field(dialogCopy.amountPercent));
    await user.clear(amount);
    await user.type(amount, '20');
    await user.type(dialog.getByLabelText(field(dialogCopy.maxUses)), '10');
    await user.click(dialog.getByRole('button', { name: dialogCopy.create }));

    const code = dialog.getByLabelText(field(dialogCopy.code));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/This code already exists\./));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(api.callsTo('POST /api/admin/discount-codes')[0]?.body).toEqual({
      code: 'FALL20',
      kind: 'percent',
      amount: 20,
      startsAt: null,
      endsAt: null,
      maxUses: 10,
      active: true,
    });

    api.on('POST /api/admin/discount-codes', () =>
      Response.json(discountCodeRow({ id: 'dc_CCCCCCCCCCCCCCCC', code: 'FALL21' }), {
        status: 201,
      }),
    );
    await user.clear(code);
    await user.type(code, 'FALL21');
    const listed = api.callsTo('GET /api/admin/discount-codes').length;
    await user.click(dialog.getByRole('button', { name: dialogCopy.create }));
    expect(await screen.findByText(copy.notices.created.title)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked for again, with the new code in it.
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/discount-codes').length).toBeGreaterThan(listed),
    );
  });

  it('edits a fixed code with its values filled in, in dollars', async () => {
    const api = fakeAdminApi();
    const { user } = renderSection();
    await user.click((await rowOf('TENOFF')).getByRole('button', { name: `${copy.edit} TENOFF` }));
    const dialog = within(await findOpenDialog('dialog', { name: 'Edit TENOFF' }));
    const amount = dialog.getByLabelText(field(dialogCopy.amountFixed));
    expect(amount).toHaveValue(10);
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(dialog.getByRole('button', { name: dialogCopy.save }));
    expect(await screen.findByText(copy.notices.saved.title)).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/admin/discount-codes/:codeId');
    expect(call?.params).toEqual({ codeId: 'dc_BBBBBBBBBBBBBBBB' });
    expect(call?.body).toMatchObject({
      code: 'TENOFF',
      kind: 'fixed',
      amount: 12.5,
      active: false,
    });
  });

  it('turns a code off with its terms unchanged, and deletes an unused one after asking', async () => {
    const api = fakeAdminApi({
      'PUT /api/admin/discount-codes/:codeId': () =>
        Response.json(discountCodeRow({ active: false, state: 'inactive' })),
    });
    const { user } = renderSection();
    await user.click(
      (await rowOf('FALL20')).getByRole('button', { name: `${copy.deactivate} FALL20` }),
    );
    expect(await screen.findByText(copy.notices.switchedOff.title)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/discount-codes/:codeId')[0]?.body).toEqual({
      code: 'FALL20',
      kind: 'percent',
      amount: 20,
      startsAt: '2026-11-01T12:00:00.000Z',
      endsAt: '2026-12-31T12:00:00.000Z',
      maxUses: 10,
      active: false,
    });

    await user.click(
      (await rowOf('TENOFF')).getByRole('button', { name: `${copy.remove} TENOFF` }),
    );
    const confirm = await findOpenDialog('alertdialog', { name: copy.removeConfirmTitle });
    expect(api.callsTo('DELETE /api/admin/discount-codes/:codeId')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: copy.removeConfirmAction }));
    expect(await screen.findByText(copy.notices.removed.title)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/discount-codes/:codeId')[0]?.params).toEqual({
      codeId: 'dc_BBBBBBBBBBBBBBBB',
    });
  });

  it('copies the code’s checkout link', async () => {
    fakeAdminApi();
    const { user } = renderSection();
    const row = await rowOf('FALL20');
    const writeText = vi.fn(() => Promise.resolve());
    // After the user-event set-up, which puts a clipboard of its own in place.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(row.getByRole('button', { name: `${copy.copyLink} FALL20` }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/checkout?code=FALL20`);
    expect(await screen.findByText(copy.linkCopied.title)).toBeInTheDocument();
  });
});
