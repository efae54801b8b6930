import { getGuideLabel } from './calls-to-action.ts';

/**
 * The home page's own interface words: the buttons around the seller's copy. The copy itself
 * (its sections, in order) is the published 'home' page (Pages in the back office).
 */
export const homeInterfaceCopy = {
  cta: getGuideLabel,
  share: {
    facebook: 'Share on Facebook',
    twitter: 'Share on Twitter',
    linkedin: 'Share on LinkedIn',
    email: 'Share by e-mail',
    copyLink: 'Copy link',
  },
  playLabel: 'Play the intro video',
};
