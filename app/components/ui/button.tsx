import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import type { LinkProps } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { SiteLink } from './site-link.tsx';

export const buttonVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-border bg-background hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        // Font size and wrapping live here, not in the base: cn() cannot override them.
        default: 'h-10 px-4 py-2 text-sm whitespace-nowrap',
        sm: 'h-9 px-3 text-sm whitespace-nowrap',
        lg: 'h-11 px-8 text-base whitespace-nowrap',
        icon: 'size-10 text-sm',
        // A call to action long enough to wrap on a phone: grows instead of overflowing.
        cta: 'min-h-12 px-6 py-3 text-center text-base',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonStyle = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link to one of our pages that looks like a button. */
export function ButtonLink({ className, variant, size, ...props }: LinkProps & ButtonStyle) {
  return <SiteLink className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
