import { useId, type ReactNode } from 'react';
import { Label } from '#app/components/ui/label.tsx';
import { cn } from '#app/lib/cn.ts';

interface FilterFieldProps {
  label: string;
  /** The field's width in its row. */
  className?: string;
  /** The control, given the id its label points at. */
  children: (id: string) => ReactNode;
}

/**
 * A filter's or search's label over its control. They take anything, so unlike the checked
 * form's field (app/components/ui/form-field.tsx) there is no required mark and no error line.
 */
export function FilterField({ label, className, children }: FilterFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}
