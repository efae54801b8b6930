import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '#tests/island-page.tsx';
import { NotFound } from './not-found.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the 404 page', () => {
  it('offers the way home and names the missing path in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/no-such-page');
    await mountIsland(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
      'not-found',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(expect.any(String), '/no-such-page');
  });
});
