import type { ReactElement, ReactNode } from 'react';
import { commonCopy } from './kit-copy.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#app/features/admin/kit/ui/alert-dialog.tsx';

interface ConfirmActionProps {
  /** The button that asks; focus goes back to it when the question closes. */
  trigger: ReactElement;
  /** The question ("Refund this order?"). */
  title: ReactNode;
  /** What the action does and what cannot be undone. */
  description: ReactNode;
  /** The confirming button's words. */
  confirm: string;
  onConfirm: () => void;
  /** What the question asks besides (a field the admin fills in before confirming). */
  children?: ReactNode;
  /** The confirming button waits, e.g. until the field holds what it must. */
  confirmDisabled?: boolean;
  /** Told when the question opens or closes (to clear what was typed). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * Confirm before acting: the trigger opens a question that takes focus on Cancel, so Enter
 * never confirms by accident; Escape and Cancel close it, the confirming button acts.
 */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirm,
  onConfirm,
  children,
  confirmDisabled = false,
  onOpenChange,
}: ConfirmActionProps) {
  return (
    <AlertDialog onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{commonCopy.cancel}</AlertDialogCancel>
          <AlertDialogAction disabled={confirmDisabled} onClick={onConfirm}>
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
