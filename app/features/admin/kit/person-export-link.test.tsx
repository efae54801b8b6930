import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayExport } from '#shared/admin-sections.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminRoles } from '#shared/contracts/auth.ts';
import { testAdmin } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { CustomersSection } from '../customers/customers-section.tsx';
import { SubscribersCard } from '../subscribers/subscribers-card.tsx';
import { commonCopy } from './kit-copy.ts';

afterEach(() => vi.unstubAllGlobals());

/** Every "Download ... (JSON)" link on the page: the page's own and each row's. */
const personExports = () =>
  screen
    .queryAllByRole('link', { name: /^Download (their data )?\(JSON\)/ })
    .map((link) => link.getAttribute('href'));

describe.each(adminRoles)("a person's data download for %s", (role) => {
  it("is on a customer's page only when the API lets the role download it", async () => {
    fakeAdminApi();
    renderAdminCard(<CustomersSection />, {
      url: '/admin/customers/Ann%2BNews%40example.com',
      signedInAs: { ...testAdmin, role },
    });
    await screen.findByText('1 ($47.00)');
    expect(personExports()).toEqual(
      mayExport(role) ? [adminApi.personExportOf('Ann+News@example.com')] : [],
    );
  });

  it("is on each subscriber's row only when the API lets the role download it", async () => {
    fakeAdminApi();
    renderAdminCard(<SubscribersCard />, {
      url: '/admin/subscribers',
      signedInAs: { ...testAdmin, role },
    });
    await screen.findAllByText('reader.one@example.com');
    const rows = screen.getAllByRole('row').length - 1;
    expect(personExports()).toHaveLength(mayExport(role) ? rows : 0);
    if (mayExport(role)) {
      expect(
        screen.getByRole('link', {
          name: `${commonCopy.personExportShort}, of reader.one@example.com`,
        }),
      ).toHaveAttribute('href', adminApi.personExportOf('reader.one@example.com'));
    }
  });
});
