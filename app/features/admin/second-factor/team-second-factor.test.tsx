import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondFactorNotices, teamSecondFactorCopy } from '#content/admin-second-factor.ts';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { TeamSecondFactor } from './team-second-factor.tsx';

const copy = teamSecondFactorCopy;
const findSwitch = () => screen.findByRole('switch', { name: copy.switchLabel });

afterEach(() => vi.unstubAllGlobals());

describe("the team's second-factor rule", () => {
  it('shows the rule with what it does, and turns it on', async () => {
    let required = false;
    const api = fakeAdminApi({
      'GET /api/admin/team-policy': () => Response.json({ requireSecondFactor: required }),
      'PUT /api/admin/team-policy': ({ body }) => {
        required = true;
        return Response.json(body);
      },
    });
    const { user } = renderAdminCard(<TeamSecondFactor />);
    const toggle = await findSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(copy.explanation);

    await user.click(toggle);
    expect(await screen.findByText(secondFactorNotices.policyOn.title)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/team-policy')[0]?.body).toEqual({
      requireSecondFactor: true,
    });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('shows the refusal of an owner who has no second factor yet, and stays off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'Set up a second factor for yourself before you require one from the team.';
    fakeAdminApi({
      'PUT /api/admin/team-policy': () => apiError(409, 'second_factor_missing', refusal),
    });
    const { user } = renderAdminCard(<TeamSecondFactor />);
    const toggle = await findSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
