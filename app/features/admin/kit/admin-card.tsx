import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { CardDescription } from '#app/components/ui/card.tsx';
import { cn } from '#app/lib/cn.ts';

interface AdminCardHeaderProps {
  icon: LucideIcon;
  title: ReactNode;
  /** Names the card: give the card the same id as its `aria-labelledby`. */
  titleId: string;
  description?: ReactNode;
  /** Buttons and links for the whole card (Refresh, Export CSV), beside the title on wide screens. */
  actions?: ReactNode;
  /** The heading level: h2 for the dashboard's cards, h1 for a card that is the whole page. */
  as?: 'h1' | 'h2';
}

export function AdminCardHeader({
  icon: Icon,
  title,
  titleId,
  description,
  actions,
  as = 'h2',
}: AdminCardHeaderProps) {
  const Heading = as;
  return (
    <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
      <div className="flex flex-col gap-1.5">
        <Heading
          id={titleId}
          className="flex items-center gap-2 text-lg leading-tight font-semibold"
        >
          <Icon className="size-5 shrink-0 text-primary" aria-hidden />
          {title}
        </Heading>
        {description && <CardDescription>{description}</CardDescription>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** The card's body, on the same inset as its header at every width. */
export function AdminCardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-4 pb-4 sm:px-6 sm:pb-6', className)} {...props} />;
}
