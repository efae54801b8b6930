import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { controlClass } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { cn } from '#app/lib/cn.ts';

// The pieces the server's own pages are written with, in the site's look.

export function PageTitle({ className, ...props }: ComponentProps<'h1'>) {
  return <h1 className={cn('mb-4 text-2xl leading-tight font-bold', className)} {...props} />;
}

/** A paragraph: muted, with its emphasis and links in the site's colours. */
export function Text({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      className={cn(
        'my-4 text-muted-foreground [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-3 [&_strong]:text-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** What needs the reader's attention first: a started download, a refused form, test mode. */
export function Notice({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      className={cn(
        'mb-6 rounded-md border border-warning-foreground/30 bg-warning px-4 py-3 text-warning-foreground [&_a]:underline [&_a]:underline-offset-3',
        className,
      )}
      {...props}
    />
  );
}

/** The row of buttons and links that ends a page; a form or a paragraph can carry it too. */
export const actionsClass = 'mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 print:hidden';

export function Actions({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(actionsClass, className)} {...props} />;
}

const buttonClass = cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto');

/** A link that looks like the site's main button. */
export function ButtonAnchor({ className, ...props }: ComponentProps<'a'>) {
  return <a className={cn(buttonClass, className)} {...props} />;
}

/** A page's one way on: a link that looks like the main button, in the row that ends the page. */
export function ActionLink(props: ComponentProps<'a'>) {
  return (
    <Actions>
      <ButtonAnchor {...props} />
    </Actions>
  );
}

/** A plain link beside a button, as tall as one to tap. */
export function TextLink({ className, ...props }: ComponentProps<'a'>) {
  return (
    <a
      className={cn(
        'inline-flex min-h-11 items-center text-primary underline underline-offset-3',
        className,
      )}
      {...props}
    />
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className={buttonClass}>
      {children}
    </button>
  );
}

export interface FieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled input with its hint and its error, each tied to it for screen readers. */
export function Field({ id, label, hint, error, className, ...input }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="mt-5">
      <Label htmlFor={id}>{label}</Label>
      {/* The caller's attributes first and in its order, as the page's tests read them. */}
      <input
        id={id}
        {...input}
        className={cn(
          controlClass,
          'mt-1.5 h-11 py-2 text-base read-only:bg-card read-only:text-muted-foreground',
          className,
        )}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className="mt-1.5 rounded-sm bg-warning px-2 py-1 text-sm font-medium text-warning-foreground"
        >
          {error}
        </p>
      )}
    </div>
  );
}
