import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';

/** Border, focus ring and red state shared by every text-like control. */
export const controlClass =
  'w-full rounded-md border bg-background px-3 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClass, 'h-10 py-2', className)} {...props} />;
}
