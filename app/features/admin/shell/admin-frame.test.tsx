import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminThemeScope, publicThemeScope } from '#app/components/theme/theme-scopes.ts';
import { notify } from '#app/components/ui/notices.ts';
import type { RootData } from '#app/root-data.ts';
import App from '#app/root.tsx';
import AdminRoute from '#app/routes/admin.tsx';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { testSite } from '#tests/render-page.tsx';
import { frameCopy, shellCopy } from './shell-copy.ts';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

/** The real root component around `/admin` and one public page. */
function renderAt(url: string) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: (): RootData => ({ site: testSite, head: [], crumbs: [], chatGuides: [] }),
      Component: App,
      HydrateFallback: () => null,
      children: [
        { path: 'admin', Component: AdminRoute },
        { path: 'faq', Component: () => <h1>FAQ</h1> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('the admin frame', () => {
  it('replaces the public frame on /admin: brand, View site, theme toggle, no public header or footer', async () => {
    fakeAdminApi();
    renderAt('/admin');
    expect(await screen.findByRole('link', { name: /Admin$/ })).toHaveTextContent(testSite.brand);
    expect(screen.getByRole('link', { name: frameCopy.viewSite })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Disclaimer' })).not.toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: shellCopy.navLabel })).toBeInTheDocument();
  });

  it('mounts the site’s toaster and theme toggle islands, the toasts at the foot of a phone', async () => {
    fakeAdminApi();
    window.history.replaceState(null, '', '/admin');
    const { unmount } = renderAt('/admin');
    const region = await screen.findByRole('region', { name: /^Notifications/ });
    expect(region.parentElement).toHaveAttribute('data-edge', 'bottom');
    notify({ title: 'Saved', variant: 'success' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    await vi.waitFor(() =>
      expect(window.localStorage.getItem(adminThemeScope.storageKey)).toBe('light'),
    );
    expect(window.localStorage.getItem(publicThemeScope.storageKey)).toBeNull();

    // Taken away with the frame: no region, and the next page's toaster alone answers.
    unmount();
    expect(screen.queryByRole('region', { name: /^Notifications/ })).not.toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('leaves the public pages in the public frame', async () => {
    renderAt('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    // The disclaimer's code loads after the first scripts (the server's HTML has it at once).
    expect(await screen.findByRole('complementary', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: frameCopy.viewSite })).not.toBeInTheDocument();
  });
});
