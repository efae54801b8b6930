import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

/** Radix Dialog: focus moves in and stays there, Escape and the X close it. */
export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  closeLabel: string;
  /** The title and description: they stay in view, with the X, while the body scrolls. */
  header: ReactNode;
}

/**
 * A panel that fills a phone's screen and sits in the middle of a larger one; a
 * long body scrolls under its header.
 */
export function DialogContent({
  className,
  closeLabel,
  header,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/70" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-0 z-[60] flex flex-col bg-background shadow-xl outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100vh-4rem)] sm:w-[calc(100vw-4rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-md sm:border',
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b p-4 sm:p-6">
          <div className="flex min-w-0 flex-col gap-2">{header}</div>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="-m-2 shrink-0 rounded-md p-2 text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        <div data-dialog-body className="min-h-0 flex-1 overflow-y-auto">
          {children}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
