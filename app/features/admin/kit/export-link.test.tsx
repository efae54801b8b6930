import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayExport } from '#shared/admin-sections.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminRoles } from '#shared/contracts/auth.ts';
import { testAdmin } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { CustomersSection } from '../customers/customers-section.tsx';
import { ordersCopy } from '../orders/orders-copy.ts';
import { OrdersSection } from '../orders/orders-section.tsx';
import { SubscribersCard } from '../subscribers/subscribers-card.tsx';
import { commonCopy } from './kit-copy.ts';

afterEach(() => vi.unstubAllGlobals());

/** Each card with an export, where it is shown, and a text it shows once loaded. */
const cards: Array<{
  name: string;
  card: ReactElement;
  url: string;
  href: string;
  loaded: string;
}> = [
  {
    name: 'orders',
    card: <OrdersSection />,
    url: '/admin/orders',
    href: adminApi.ordersCsv,
    loaded: ordersCopy.title,
  },
  {
    name: 'customers',
    card: <CustomersSection />,
    url: '/admin/customers',
    href: adminApi.customersCsv,
    loaded: 'buyer0@example.com',
  },
  {
    name: 'subscribers',
    card: <SubscribersCard />,
    url: '/admin/subscribers',
    href: adminApi.subscribersCsv,
    loaded: 'reader.one@example.com',
  },
];

describe.each(adminRoles)('the export buttons for %s', (role) => {
  it.each(cards)('$name: shown only when the API lets the role download it', async (entry) => {
    fakeAdminApi();
    renderAdminCard(entry.card, { url: entry.url, signedInAs: { ...testAdmin, role } });
    await screen.findAllByText(entry.loaded);
    const links = screen
      .queryAllByRole('link', { name: commonCopy.exportCsv })
      .map((link) => link.getAttribute('href'));
    expect(links.includes(entry.href)).toBe(mayExport(role));
  });
});
