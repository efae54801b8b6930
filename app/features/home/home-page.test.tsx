import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { homeCopy } from '#content/home.ts';
import { testSite } from '#tests/render-page.tsx';
import { sampleProof } from '#tests/social-proof-factory.ts';
import { homePageData } from './home-data.server.ts';
import { HomePage } from './home-page.tsx';

function renderHome(introVideoId: string | null) {
  render(
    <MemoryRouter>
      <HomePage data={homePageData({ ...testSite, introVideoId }, sampleProof)} />
    </MemoryRouter>,
  );
}

describe('HomePage intro video', () => {
  it('leaves the video section out while no video is configured', () => {
    renderHome(null);
    expect(screen.queryByRole('heading', { name: homeCopy.video.heading })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(homeCopy.video.playLabel) })).toBeNull();
    expect(screen.queryByRole('img', { name: /intro video/ })).toBeNull();
    expect(screen.getByRole('heading', { name: homeCopy.testimonials.heading })).toBeVisible();
  });

  it('shows the section with its play button once a video is set', async () => {
    renderHome('aBcDeFgHiJk');
    expect(screen.getByRole('heading', { name: homeCopy.video.heading })).toBeVisible();
    // The player's code loads apart from the page's first scripts: slow on a busy machine.
    const play = await screen.findByRole(
      'button',
      { name: new RegExp(homeCopy.video.playLabel) },
      { timeout: 4_000 },
    );
    expect(play).toBeVisible();
    expect(play).toHaveAttribute('data-video-id', 'aBcDeFgHiJk');
  });
});
