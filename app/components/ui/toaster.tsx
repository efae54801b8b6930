import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useTheme } from '#app/features/theme/theme-provider.tsx';
import { toastEvent, type ToastDetail } from '#app/islands/toast.ts';
import { notify, toasterMounted } from './notices.ts';
import { toastLimits } from './toast-limits.ts';

// Below the sticky header (4rem tall), so a toast never covers the navigation.
const belowHeader = { top: '4.75rem', right: '1rem', left: '1rem' } as const;

/** A toast asked for by an island (app/islands/toast.ts): on a hydrated page, this toaster shows it. */
function showIslandToast(event: Event): void {
  const { message, kind, description } = (event as CustomEvent<ToastDetail>).detail;
  notify({ title: message, description, variant: kind === 'info' ? 'default' : kind });
}

export default function Toaster() {
  const { theme } = useTheme();
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
      position="top-right"
      offset={belowHeader}
      mobileOffset={belowHeader}
      visibleToasts={toastLimits.visible}
      duration={toastLimits.durationMs}
      closeButton
      richColors
    />
  );
}
