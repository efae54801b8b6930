import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';
import { controlClass } from './input.tsx';

/**
 * A styled native select: keyboard, screen readers, mobile pickers and autofill
 * all work without a popover library on the page.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(controlClass, 'h-10 appearance-none py-2 pr-9')} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}
