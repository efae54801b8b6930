import { cn } from '#app/lib/cn.ts';

interface SwitchProps {
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
  /** The element naming the switch. */
  labelledBy: string;
  /** The element saying what turning it on does, if any. */
  describedBy?: string;
  className?: string;
}

/** An on/off switch the back office saves on each flip (a preference, a team rule). */
export function Switch({
  on,
  disabled,
  onToggle,
  labelledBy,
  describedBy,
  className,
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50',
        on ? 'bg-primary' : 'bg-muted-foreground/50',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'size-5 rounded-full bg-background shadow transition-transform',
          on ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}
