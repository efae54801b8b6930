import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondFactorNotices, teamSecondFactorCopy } from '#content/admin-second-factor.ts';
import { adminAccounts } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { commonCopy } from '../kit/kit-copy.ts';
import { AdminsList } from './admins-list.tsx';
import { securityCopy } from './security-copy.ts';

const copy = teamSecondFactorCopy;
const [you, other] = adminAccounts();
const teammate = { ...other, status: 'active', email: 'helper@example.com' } as const;

afterEach(() => vi.unstubAllGlobals());

describe("the team's second factors", () => {
  it("shows who has one, and resets another admin's once confirmed", async () => {
    const api = fakeAdminApi({
      'GET /api/admin/admins': () =>
        Response.json({
          admins: [
            { ...you, secondFactor: true },
            { ...teammate, secondFactor: true },
            { ...teammate, id: 'user-admin-3', email: 'new@example.com', secondFactor: false },
          ],
        }),
      'POST /api/admin/admins/:userId/second-factor/reset': () => Response.json({ ok: true }),
    });
    const { user } = renderAdminCard(<AdminsList />);
    const list = await screen.findByRole('list', { name: securityCopy.adminsTitle });
    expect(within(list).getAllByText(copy.hasFactor)).toHaveLength(2);
    expect(within(list).getByText(copy.noFactor)).toBeInTheDocument();
    // Not for yourself (your own card has it), nor for someone with nothing to reset.
    expect(screen.getAllByRole('button', { name: /^Reset the second factor of/ })).toHaveLength(1);

    const reset = screen.getByRole('button', {
      name: `Reset the second factor of ${teammate.email}`,
    });
    await user.click(reset);
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveAccessibleDescription(
      expect.stringContaining('set up a new second factor at their next sign-in'),
    );
    await user.click(within(question).getByRole('button', { name: commonCopy.cancel }));
    expect(api.callsTo('POST /api/admin/admins/:userId/second-factor/reset')).toHaveLength(0);

    await user.click(reset);
    await user.click(screen.getByRole('button', { name: copy.resetAction }));
    expect(await screen.findByText(secondFactorNotices.resetDone.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/admins/:userId/second-factor/reset')[0]?.params).toEqual({
      userId: teammate.id,
    });
  });
});
