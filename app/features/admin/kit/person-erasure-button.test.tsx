import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCustomerPath, adminSections } from '#shared/admin-sections.ts';
import { personErasurePath } from '#shared/contracts/privacy-erasure.ts';
import { testAdmin } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { currentAddress, renderAdminCard } from '#tests/render-admin.tsx';
import { customersCopy } from '../customers/customers-copy.ts';
import { CustomersSection } from '../customers/customers-section.tsx';
import { SubscribersCard } from '../subscribers/subscribers-card.tsx';
import { personErasureCopy } from './person-erasure-copy.ts';
import { findOpenDialog } from '#tests/open-dialog.ts';

afterEach(() => vi.unstubAllGlobals());

const copy = personErasureCopy;
const email = 'buyer0@example.com';

function fakeApiWithErasure() {
  return fakeAdminApi({
    [`POST ${personErasurePath}`]: () =>
      Response.json({ anonymous: 'erased-0123456789ab@invalid', counts: { orders: 2 } }),
  });
}

describe('erasing a person in the back office', () => {
  it('acts only once the address is typed again, then leaves the page that showed them', async () => {
    const api = fakeApiWithErasure();
    const { user } = renderAdminCard(<CustomersSection />, { url: adminCustomerPath(email) });
    await user.click(await screen.findByRole('button', { name: copy.button }));
    const dialog = await findOpenDialog('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: copy.confirm });
    const field = within(dialog).getByLabelText(copy.confirmLabel);
    expect(confirm).toBeDisabled();
    await user.type(field, 'buyer1@example.com');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Buyer0@Example.com');
    await user.click(confirm);
    expect(await screen.findByText(copy.erased.title)).toBeInTheDocument();
    expect(api.callsTo(`POST ${personErasurePath}`).map((call) => call.body)).toEqual([
      { email, confirmation: 'Buyer0@Example.com' },
    ]);
    await waitFor(() => expect(currentAddress()).toBe(adminSections.customers.path));
  });

  it('is offered on every subscriber row to an owner', async () => {
    fakeApiWithErasure();
    renderAdminCard(<SubscribersCard />, { url: adminSections.subscribers.path });
    expect(
      await screen.findByRole('button', {
        name: 'Erase reader.one@example.com',
      }),
    ).toBeInTheDocument();
  });

  it('is not offered to support, whom the API refuses', async () => {
    fakeApiWithErasure();
    const support = { ...testAdmin, role: 'support' as const };
    renderAdminCard(<CustomersSection />, { url: adminCustomerPath(email), signedInAs: support });
    await screen.findAllByText(customersCopy.detailOrders);
    expect(screen.queryByRole('button', { name: copy.button })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: copy.title })).not.toBeInTheDocument();
  });
});
