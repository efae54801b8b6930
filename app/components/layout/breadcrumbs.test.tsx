import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageMeta } from '#content/page-meta.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

/** A published post or guide's page, as the published content gives it for its path. */
const storedPage = (path: string, label: string): PageMeta => ({
  path,
  label,
  title: label,
  heading: label,
  description: '',
  keywords: [],
});

function renderAt(path: string, page?: PageMeta) {
  const Trail = () => <Breadcrumbs crumbs={breadcrumbTrail(path, page)} />;
  const Stub = createRoutesStub([{ path: '*', Component: Trail }]);
  return render(<Stub initialEntries={[path]} />);
}

describe('Breadcrumbs', () => {
  it('shows nothing on the home page', () => {
    renderAt('/');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('links every segment but the last, which is the current page', async () => {
    renderAt(
      '/blog/acknowledgment-of-paternity',
      storedPage('/blog/acknowledgment-of-paternity', 'Acknowledgment of Paternity'),
    );
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    const current = within(trail).getByText('Acknowledgment of Paternity');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByRole('link', { name: 'Acknowledgment of Paternity' })).toBeNull();
  });

  it('shows a segment that is no page capitalised and not as a link', async () => {
    renderAt(
      '/states/texas-child-support',
      storedPage('/states/texas-child-support', 'Texas Child Support'),
    );
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('States').tagName).toBe('SPAN');
    expect(within(trail).getAllByRole('link')).toHaveLength(1);
  });

  it('shows Home and Not Found on any path that is no page', async () => {
    renderAt('/mystery/page');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Not Found']);
  });

  it('puts nothing but list items in the list, separators included', async () => {
    renderAt(
      '/blog/acknowledgment-of-paternity',
      storedPage('/blog/acknowledgment-of-paternity', 'Acknowledgment of Paternity'),
    );
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const list = within(trail).getByRole('list');
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI']);
  });
});
