import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

// Tones instead of color overrides: cn() does not merge classes, so a caller
// must never pass a second background or border color.
const cardVariants = cva('rounded-md border text-card-foreground shadow-sm', {
  variants: {
    tone: {
      default: 'bg-card',
      highlight: 'border-primary bg-card',
      warning: 'border-warning-foreground/30 bg-warning text-warning-foreground',
    },
  },
  defaultVariants: { tone: 'default' },
});

export function Card({
  className,
  tone,
  ...props
}: ComponentProps<'section'> & VariantProps<typeof cardVariants>) {
  return <section className={cn(cardVariants({ tone }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/** A card's title is a heading; `as` keeps the page's heading levels in order. */
export function CardTitle({
  className,
  as: Heading = 'h2',
  large = false,
  ...props
}: ComponentProps<'h2'> & { as?: 'h2' | 'h3'; large?: boolean }) {
  return (
    <Heading
      className={cn(
        'flex items-center gap-2 leading-tight font-semibold',
        large ? 'text-xl' : 'text-lg',
        className,
      )}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6 pb-6', className)} {...props} />;
}

interface IconCardHeaderProps {
  icon: LucideIcon;
  title: ReactNode;
  /** Names the card: give the card the same id as its `aria-labelledby`. */
  titleId: string;
  description?: ReactNode;
  /** A small line above the title, such as a category. */
  eyebrow?: ReactNode;
  /** A larger title, for the card that carries the offer. */
  large?: boolean;
}

/** The header most cards share: an icon before the title, and an optional line under it. */
export function IconCardHeader({
  icon: Icon,
  title,
  titleId,
  description,
  eyebrow,
  large = false,
}: IconCardHeaderProps) {
  return (
    <CardHeader>
      {eyebrow && <p className="text-sm text-muted-foreground">{eyebrow}</p>}
      <CardTitle id={titleId} large={large}>
        <Icon className="size-5 shrink-0 text-primary" aria-hidden />
        {title}
      </CardTitle>
      {description && <CardDescription>{description}</CardDescription>}
    </CardHeader>
  );
}
