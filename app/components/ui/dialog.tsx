import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';

/** Radix Dialog: focus moves in and stays there, Escape and the X close it. */
export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  closeLabel: string;
}

/**
 * A panel that fills a phone's screen and sits in the middle of a larger one,
 * scrolling inside itself when its content is long.
 */
export function DialogContent({ className, closeLabel, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/70" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-0 z-[60] flex flex-col overflow-y-auto bg-background shadow-xl outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100vh-4rem)] sm:w-[calc(100vw-4rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-md sm:border',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
