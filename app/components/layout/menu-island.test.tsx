import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mountIsland } from '#tests/island-page.tsx';
import { SiteHeader } from './site-header.tsx';

async function mountHeader() {
  await mountIsland(
    <MemoryRouter>
      <SiteHeader brand="Child Support Defense" />
    </MemoryRouter>,
    'mobile-menu',
  );
  return screen.getByRole('button', { name: 'Open menu' });
}

const mobileMenu = () => screen.queryByRole('navigation', { name: 'Mobile' });

describe('the phone menu island', () => {
  it('arrives closed, its menu in the page but hidden', async () => {
    const button = await mountHeader();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(mobileMenu()).toBeNull();
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
  });

  it('opens the menu and closes it again from its button', async () => {
    const user = userEvent.setup();
    await user.click(await mountHeader());

    const menu = mobileMenu();
    expect(menu).toBeVisible();
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu as HTMLElement).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'data-cta-location',
      'mobile_menu',
    );

    await user.click(close);
    expect(mobileMenu()).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes when a link in it is chosen', async () => {
    const user = userEvent.setup();
    await user.click(await mountHeader());
    const faq = within(mobileMenu() as HTMLElement).getByRole('link', { name: 'FAQ' });
    // The page would leave; only the menu's state is under test here.
    faq.addEventListener('click', (event) => event.preventDefault());
    await user.click(faq);
    expect(mobileMenu()).toBeNull();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    await user.click(await mountHeader());
    await user.keyboard('{Escape}');
    expect(mobileMenu()).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
