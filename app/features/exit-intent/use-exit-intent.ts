import { useEffect, useState } from 'react';
import { exitIntentShown, watchExitIntent } from './watch-exit-intent.ts';

/** Whether the exit popup is open: it opens once on exit intent, unless it was shown before. */
export function useExitIntent() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (exitIntentShown()) return;
    return watchExitIntent(() => setOpen(true));
  }, []);

  return [open, setOpen] as const;
}
