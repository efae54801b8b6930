import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button.tsx';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'disabled'> & {
  busy: boolean;
  busyText: string;
  icon?: ReactNode;
};

/** A form's submit button: disabled, spinning and relabeled while the form's call runs. */
export function SubmitButton({ busy, busyText, icon, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : icon}
      {busy ? busyText : children}
    </Button>
  );
}
