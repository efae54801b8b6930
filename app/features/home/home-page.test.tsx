import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { homeCopy as joinHomeCopy } from './home-copy.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import { testSite } from '#tests/render-page.tsx';
import { sampleProof } from '#tests/social-proof-factory.ts';
import { homePageData } from './home-data.server.ts';
import { HomePage } from './home-page.tsx';
import { seededBlocks } from '#tests/seeded-pages.ts';

const homeBlocks = seededBlocks('home');
const homeCopy = joinHomeCopy(homeBlocks);

function renderHome(introVideoId: string | null) {
  render(
    <MemoryRouter>
      <HomePage data={homePageData(homeBlocks, { ...testSite, introVideoId }, sampleProof)} />
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

  it('shows the section with its play button once a video is set', () => {
    renderHome('aBcDeFgHiJk');
    expect(screen.getByRole('heading', { name: homeCopy.video.heading })).toBeVisible();
    const play = screen.getByRole('button', { name: new RegExp(homeCopy.video.playLabel) });
    expect(play).toBeVisible();
    expect(play).toHaveAttribute('data-video-id', 'aBcDeFgHiJk');
  });
});

describe('HomePage first screen', () => {
  const { disclaimer, hero, finalOffer } = fillCopy(homeCopy, placeholderValues(testSite));

  it('keeps the whole disclaimer under its name, a phone showing one line that opens to the rest', () => {
    renderHome(null);
    const notice = screen.getByRole('complementary', { name: disclaimer.title });
    const summary = within(notice).getByText(disclaimer.short);
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.parentElement).toHaveTextContent(disclaimer.text);
    expect(summary.parentElement).not.toHaveAttribute('open');
  });

  it('sets the attorney notice right after the hero’s buy button and the final offer’s', () => {
    render(
      <MemoryRouter>
        <HomePage
          data={homePageData(
            homeBlocks,
            { ...testSite, attorneyNotice: 'Not a substitute.' },
            sampleProof,
          )}
        />
      </MemoryRouter>,
    );
    const notices = screen.getAllByRole('note');
    expect(notices.map((note) => note.textContent)).toEqual([
      'Not a substitute.',
      'Not a substitute.',
    ]);
    // The tracker's names of the two buy buttons: the hero's and the final offer's.
    const buttons = ['hero', 'final_offer'].map((place) =>
      document.querySelector(`[data-cta-location="${place}"]`),
    );
    buttons.forEach((button, index) => {
      expect(button?.parentElement?.nextElementSibling).toBe(notices[index]);
    });
  });

  it('offers sharing after the final offer, not in the hero', async () => {
    renderHome(null);
    const offer = screen.getByRole('region', { name: finalOffer.heading });
    expect(await within(offer).findByRole('link', { name: hero.share.facebook })).toBeVisible();
    expect(screen.getAllByRole('link', { name: hero.share.facebook })).toHaveLength(1);
  });
});
