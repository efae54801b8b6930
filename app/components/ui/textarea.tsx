import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';
import { controlClass } from './input.tsx';

/** A message box is at least 80px high (min-h-20), room for a few lines before it scrolls. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'min-h-20 py-2', className)} {...props} />;
}
