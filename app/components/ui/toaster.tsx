import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useTheme } from '#app/components/theme/theme-provider.tsx';
import { toastEvent, type ToastDetail } from '#app/islands/toast.ts';
import { notify, toasterMounted } from './notices.ts';
import { toastLimits } from './toast-limits.ts';

// Below the sticky header (4rem tall), so a toast never covers the navigation.
const belowHeader = { top: '4.75rem', right: '1rem', left: '1rem' } as const;
const aboveBottom = { bottom: '1rem', right: '1rem', left: '1rem' } as const;
// Where the library lays toasts across a phone's width (its styles.css).
const phoneQuery = '(max-width: 600px)';

/** Whether the screen is a phone's, by the library's own breakpoint; false on the server. */
function usePhoneWidth(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const query = window.matchMedia(phoneQuery);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
}

/** A toast asked for by an island (app/islands/toast.ts): on a hydrated page, this toaster shows it. */
function showIslandToast(event: Event): void {
  const { message, kind, description } = (event as CustomEvent<ToastDetail>).detail;
  notify({ title: message, description, variant: kind === 'info' ? 'default' : kind });
}

/**
 * The toasts, top right below the header. `phoneEdge: 'bottom'` puts them at the foot of a
 * phone's screen instead: the back office, which has no chat launcher there, keeps its own
 * header (who is signed in, Sign Out, the sections) in sight after each action.
 */
export default function Toaster({ phoneEdge = 'top' }: { phoneEdge?: 'top' | 'bottom' }) {
  const { theme } = useTheme();
  const atBottom = usePhoneWidth() && phoneEdge === 'bottom';
  useEffect(() => toasterMounted(toast), []);
  useEffect(() => {
    window.addEventListener(toastEvent, showIslandToast);
    return () => window.removeEventListener(toastEvent, showIslandToast);
  }, []);
  return (
    <Sonner
      theme={theme}
      // The chat launcher owns the bottom right corner, and a phone's keyboard the bottom edge
      // once a field has focus; the field a notice flags is brought below it (focus-field.ts).
      position={atBottom ? 'bottom-center' : 'top-right'}
      offset={belowHeader}
      mobileOffset={atBottom ? aboveBottom : belowHeader}
      visibleToasts={toastLimits.visible}
      duration={toastLimits.durationMs}
      closeButton
      richColors
    />
  );
}
