import type { IslandModule } from '#app/islands/island.ts';
import { exitIntentShown, watchExitIntent } from './watch-exit-intent.ts';

/**
 * The exit popup's island: from the page's idle moment it watches for exit intent, unless
 * the popup was shown before; the popup's own code (dialog and form) loads when it opens.
 */
export const mount: IslandModule['mount'] = (root) => {
  if (!(root instanceof HTMLDialogElement) || exitIntentShown()) return;
  watchExitIntent((cause) => {
    void import('./exit-intent-dialog.ts').then(({ openExitIntentDialog }) =>
      openExitIntentDialog(root, cause),
    );
  });
};
