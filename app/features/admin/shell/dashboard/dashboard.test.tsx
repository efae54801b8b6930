import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionsCopy } from '#content/admin-shell.ts';
import { adminPath } from '#shared/admin-path.ts';
import {
  adminOrderPath,
  adminSectionIds,
  adminSections,
  type AdminSectionId,
} from '#shared/admin-sections.ts';
import { testAdmin } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { currentAddress, findDashboard, renderAdmin } from '#tests/render-admin.tsx';
import { securityCopy } from '../../security/security-copy.ts';
import { subscribersCopy } from '../../subscribers/subscribers-copy.ts';
import { sectionGroupsCopy, shellCopy } from '../shell-copy.ts';
import { notFoundSectionMeta, sectionMeta } from './section-meta.ts';

// The whole back office renders and fetches in these tests: slow on a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const copy = shellCopy;
const supportSession = () => Response.json({ user: { ...testAdmin, role: 'support' } });

const navigation = () => screen.getByRole('navigation', { name: copy.navLabel });
const sectionLink = (id: AdminSectionId) =>
  within(navigation()).getByRole('link', { name: sectionsCopy[id] });
const findSectionHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the navigation', () => {
  it('links an owner to every section, in its groups, and marks the one it is on', async () => {
    fakeAdminApi();
    renderAdmin(adminSections.orders.path);
    await findDashboard();
    for (const id of adminSectionIds) {
      expect(sectionLink(id)).toHaveAttribute('href', adminSections[id].path);
    }
    for (const label of Object.values(sectionGroupsCopy)) {
      expect(within(navigation()).getByRole('list', { name: label })).toBeInTheDocument();
    }
    expect(sectionLink('orders')).toHaveAttribute('aria-current', 'page');
    expect(sectionLink('overview')).not.toHaveAttribute('aria-current');
  });

  it('opens a section by its link: its address, its heading, its content', async () => {
    fakeAdminApi();
    const { user } = renderAdmin();
    await findDashboard();
    await user.click(sectionLink('subscribers'));

    await findSectionHeading(sectionsCopy.subscribers);
    expect(currentAddress()).toBe(adminSections.subscribers.path);
    expect(await screen.findByRole('region', { name: subscribersCopy.title })).toBeInTheDocument();
    expect(sectionLink('subscribers')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the order section marked on an order of its own', async () => {
    fakeAdminApi();
    renderAdmin(adminOrderPath('ord_123'));
    // The order's dialog is modal: the page behind it is out of the accessibility tree.
    await screen.findByRole('heading', { level: 1, name: sectionsCopy.orders, hidden: true });
    expect(screen.getByRole('link', { name: sectionsCopy.orders, hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('roles', () => {
  it('sends support from the admin path to Orders, and shows it only the sections it may open', async () => {
    fakeAdminApi({ 'GET /api/auth/session': supportSession });
    renderAdmin(adminPath);

    await findSectionHeading(sectionsCopy.orders);
    expect(currentAddress()).toBe(adminSections.orders.path);
    const links = within(navigation()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      sectionsCopy.orders,
      sectionsCopy.customers,
      sectionsCopy.subscribers,
      sectionsCopy.messages,
      sectionsCopy.reviews,
      sectionsCopy.account,
    ]);
    expect(
      within(navigation()).queryByRole('list', { name: sectionGroupsCopy.analytics }),
    ).not.toBeInTheDocument();
  });

  it('tells support a section opened by its address is not for its role, and loads nothing of it', async () => {
    const api = fakeAdminApi({ 'GET /api/auth/session': supportSession });
    renderAdmin(adminSections.team.path);

    await findSectionHeading(copy.notAvailableTitle);
    expect(
      screen.getByText(`Your admin role cannot open ${sectionsCopy.team}.`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.backToStart })).toHaveAttribute(
      'href',
      adminSections.orders.path,
    );
    expect(screen.queryByRole('region', { name: securityCopy.title })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/admin/'))).toEqual([]);
  });
});

describe('an unknown address', () => {
  it('says so inside the back office, with the navigation and a way back', async () => {
    fakeAdminApi();
    renderAdmin(`${adminPath}/nowhere`);

    await findSectionHeading(copy.notFoundTitle);
    expect(screen.getByText(copy.notFound)).toBeInTheDocument();
    expect(navigation()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.backToStart })).toHaveAttribute(
      'href',
      adminSections.overview.path,
    );
  });
});

describe('the head of a section', () => {
  it("names the section in the document title and keeps the rest of the root's head", () => {
    const robots = { name: 'robots', content: 'noindex, nofollow' };
    const root = { id: 'root', meta: [{ title: 'Page Not Found | Shop' }, robots] };
    const matches = [root] as unknown as Parameters<ReturnType<typeof sectionMeta>>[0]['matches'];
    expect(sectionMeta('orders')({ matches })).toEqual([
      { title: 'Orders · Admin Dashboard' },
      robots,
    ]);
    expect(notFoundSectionMeta({ matches })[0]).toEqual({
      title: `${copy.notFoundTitle} · Admin Dashboard`,
    });
  });
});
