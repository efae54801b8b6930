import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useTheme } from '#app/features/theme/theme-provider.tsx';
import { toasterMounted } from './notices.ts';

/** At most 3 toasts visible at once, each for 4000 ms: enough to read, never a pile. */
const toastLimits = { visible: 3, durationMs: 4000 } as const;

// Below the sticky header (4rem tall), so a toast never covers the navigation.
const belowHeader = { top: '4.75rem', right: '1rem', left: '1rem' } as const;

export default function Toaster() {
  const { theme } = useTheme();
  useEffect(() => toasterMounted(toast), []);
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
