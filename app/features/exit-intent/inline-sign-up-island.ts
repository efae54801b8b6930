import type { IslandModule } from '#app/islands/island.ts';
import { enhanceExitIntentForm } from './exit-intent-form.ts';
import { findPart } from './exit-intent-parts.ts';
import { markExitIntentShown } from './watch-exit-intent.ts';

/**
 * The sign-up at the end of an article: its form sent as the popup's is; once subscribed,
 * thanks in its place (focused, so it is read), and the popup never opens in this browser.
 */
export const mount: IslandModule['mount'] = (root) => {
  const ask = findPart(root, 'ask', HTMLElement);
  const thanks = findPart(root, 'thanks', HTMLElement);
  enhanceExitIntentForm(findPart(root, 'form', HTMLFormElement), () => {
    ask.hidden = true;
    thanks.hidden = false;
    thanks.tabIndex = -1;
    thanks.focus();
    markExitIntentShown();
  });
};
