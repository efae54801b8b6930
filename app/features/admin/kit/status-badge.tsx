import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

const statusBadge = cva(
  'inline-flex items-center rounded-md border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        success:
          'border-emerald-700/30 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-950 dark:text-emerald-300',
        warning: 'border-warning-foreground/30 bg-warning text-warning-foreground',
        danger: 'border-destructive/40 bg-background text-destructive dark:border-destructive/50',
        neutral: 'border-border bg-muted text-foreground',
        info: 'border-primary/40 bg-background text-primary',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type StatusTone = NonNullable<VariantProps<typeof statusBadge>['tone']>;

/** A small coloured label for a state (an order's status, a mail's, an account's). */
export function StatusBadge({ tone, children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={statusBadge({ tone })}>{children}</span>;
}
