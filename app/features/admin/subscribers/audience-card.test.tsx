import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audiencePage, testAdmin } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { commonCopy } from '../kit/kit-copy.ts';
import { mailCopy } from '../mail/mail-copy.ts';
import { AudienceCard } from './audience-card.tsx';
import { audienceCopy } from './subscribers-copy.ts';

const copy = audienceCopy;

afterEach(() => vi.unstubAllGlobals());

describe('the audience card', () => {
  it("lists every address mail reaches with where each agreed, and the Mail section's counts", async () => {
    fakeAdminApi();
    renderAdminCard(<AudienceCard />, { signedInAs: { ...testAdmin, role: 'support' } });
    const both = (await screen.findByText('reader.one@example.com')).closest('tr');
    expect(within(both ?? document.body).getByText(copy.sources.subscriber)).toBeInTheDocument();
    expect(within(both ?? document.body).getByText(copy.sources.buyer)).toBeInTheDocument();
    const buyer = screen.getByText('buyer.one@example.com').closest('tr');
    expect(buyer).toHaveTextContent(copy.sources.buyer);
    expect(buyer).not.toHaveTextContent(copy.sources.subscriber);
    const counts = within(screen.getByLabelText(copy.countsLabel));
    expect(counts.getByText(mailCopy.audiences.both).nextElementSibling).toHaveTextContent('3');
    expect(counts.getByText(mailCopy.audiences.buyers).nextElementSibling).toHaveTextContent('2');
  });

  it('narrows the list to one audience and pages through it', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/subscribers/audience': ({ query }) =>
        Response.json(audiencePage({ total: 60, page: Number(query.get('page')) })),
    });
    const { user } = renderAdminCard(<AudienceCard />);
    await screen.findByText('reader.one@example.com');
    await user.selectOptions(screen.getByLabelText(copy.audienceLabel), 'buyers');
    await waitFor(() =>
      expect(
        Object.fromEntries(api.callsTo('GET /api/admin/subscribers/audience').at(-1)?.query ?? []),
      ).toEqual({ audience: 'buyers', page: '1' }),
    );
    await user.click(screen.getByRole('button', { name: commonCopy.next }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });
});
