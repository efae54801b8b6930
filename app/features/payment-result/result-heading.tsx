import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The one h1 of each result state. When the state changes after verification,
 * focus moves to the new heading so screen readers announce the outcome.
 */
export function ResultHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className="text-3xl font-bold tracking-tight outline-none sm:text-4xl"
    >
      {children}
    </h1>
  );
}
