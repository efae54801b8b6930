import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isPurchasePage } from './purchase-pages.ts';
import { exitIntentShown, watchExitIntent, type ExitCause } from './watch-exit-intent.ts';

/**
 * Whether the exit popup is open, and what opened it: it opens once on exit intent,
 * unless it was shown before. On the checkout and the payment result it does not even
 * watch; leaving them for another page starts the watch afresh.
 */
export function useExitIntent() {
  const [open, setOpen] = useState(false);
  const [cause, setCause] = useState<ExitCause>('pointer');

  const onPurchasePage = isPurchasePage(useLocation().pathname);

  useEffect(() => {
    if (onPurchasePage || exitIntentShown()) return;
    return watchExitIntent((openedBy) => {
      setCause(openedBy);
      setOpen(true);
    });
  }, [onPurchasePage]);

  return { open, setOpen, cause };
}
