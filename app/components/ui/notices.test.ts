import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notices.ts';
import { mount } from './toaster-island.ts';

const unmounts: (() => void)[] = [];

function mountToaster(): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  unmounts.push(mount(root), () => root.remove());
  return within(root).getByRole('region', { name: /^Notifications/ });
}

afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

describe('notify', () => {
  it('shows its notice in the toaster island, a default notice as the plain toast', () => {
    const region = mountToaster();
    notify({ title: 'Saved', description: 'The page is live.', variant: 'success' });
    notify({ title: 'Nothing changed' });
    const [plain, success] = within(region).getAllByRole('listitem');
    expect(success).toHaveTextContent('Saved');
    expect(success).toHaveTextContent('The page is live.');
    expect(success).toHaveAttribute('data-type', 'success');
    expect(plain).toHaveTextContent('Nothing changed');
    expect(plain).toHaveAttribute('data-type', 'info');
  });

  it('keeps a notice raised before the toaster mounted, and shows it once, when it does', () => {
    notify({ title: 'Signed in too early', variant: 'error' });
    notify({ title: 'And again' });
    const region = mountToaster();
    const shown = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shown).toEqual(['And again', 'Signed in too early']);

    // A toaster mounted later (another page's) finds nothing left to show.
    const next = mountToaster();
    expect(within(next).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('reaches only the toaster still mounted once one is taken away', () => {
    const first = mountToaster();
    unmounts.shift()?.();
    const second = mountToaster();
    notify({ title: 'One toast' });
    expect(first).not.toBeInTheDocument();
    expect(within(second).getAllByRole('listitem')).toHaveLength(1);
  });
});
