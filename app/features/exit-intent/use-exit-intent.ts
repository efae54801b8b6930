import { useEffect, useState } from 'react';
import { exitIntentShown, watchExitIntent, type ExitCause } from './watch-exit-intent.ts';

/**
 * Whether the exit popup is open, and what opened it: it opens once on exit intent,
 * unless it was shown before.
 */
export function useExitIntent() {
  const [open, setOpen] = useState(false);
  const [cause, setCause] = useState<ExitCause>('pointer');

  useEffect(() => {
    if (exitIntentShown()) return;
    return watchExitIntent((openedBy) => {
      setCause(openedBy);
      setOpen(true);
    });
  }, []);

  return { open, setOpen, cause };
}
