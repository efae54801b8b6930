import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeCopy as joinHomeCopy } from './home-copy.ts';
import { videoEmbedUrl } from '#shared/video.ts';
import { mountIsland } from '#tests/island-page.tsx';
import { IntroVideo } from './intro-video.tsx';
import { seededBlocks } from '#tests/seeded-pages.ts';

const homeBlocks = seededBlocks('home');
const homeCopy = joinHomeCopy(homeBlocks);

async function mountVideo() {
  await mountIsland(<IntroVideo videoId="aBcDeFgHiJk" copy={homeCopy.video} />, 'video-facade');
  return screen.getByRole('button', { name: new RegExp(homeCopy.video.playLabel) });
}

describe('the intro video facade', () => {
  it('shows the local poster and no player of the provider until asked', async () => {
    await mountVideo();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/video-poster.svg');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives way to the provider’s player, playing, on a click', async () => {
    const user = userEvent.setup();
    await user.click(await mountVideo());
    expect(screen.queryByRole('button', { name: new RegExp(homeCopy.video.playLabel) })).toBeNull();
    const player = screen.getByTitle(homeCopy.video.title);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', videoEmbedUrl('aBcDeFgHiJk'));
    expect(player).toHaveAttribute('allowfullscreen');
    expect(player).toHaveFocus();
  });
});
