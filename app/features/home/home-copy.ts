import { homeInterfaceCopy } from '#content/home.ts';
import type { HomeBlocks } from '#shared/contracts/page-blocks.ts';

/** The home page's copy as its sections read it: the seller's blocks with the buttons' words. */
export type HomeCopy = Omit<HomeBlocks, 'hero' | 'video' | 'finalOffer'> & {
  hero: HomeBlocks['hero'] & Pick<typeof homeInterfaceCopy, 'cta' | 'share'>;
  video: HomeBlocks['video'] & Pick<typeof homeInterfaceCopy, 'playLabel'>;
  finalOffer: HomeBlocks['finalOffer'] & Pick<typeof homeInterfaceCopy, 'cta'>;
};

/** The seller's blocks (the published 'home' page) joined with the interface words. */
export function homeCopy(blocks: HomeBlocks): HomeCopy {
  const { cta, share, playLabel } = homeInterfaceCopy;
  return {
    ...blocks,
    hero: { ...blocks.hero, cta, share },
    video: { ...blocks.video, playLabel },
    finalOffer: { ...blocks.finalOffer, cta },
  };
}
