import type { ReactNode } from 'react';
import { resultPart } from './payment-result-parts.ts';

/**
 * The one h1 of each result state. Focusable by script: when verification settles, the
 * island moves focus to the new heading so screen readers announce the outcome.
 */
export function ResultHeading({ children }: { children?: ReactNode }) {
  return (
    <h1
      tabIndex={-1}
      className="text-3xl font-bold tracking-tight outline-none sm:text-4xl"
      {...resultPart('heading')}
    >
      {children}
    </h1>
  );
}
