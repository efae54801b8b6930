import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { AdminCardContent, AdminCardHeader } from './admin-card.tsx';

export interface SectionCardProps {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons and links for the whole card (Refresh, Export CSV), beside the title on wide screens. */
  actions?: ReactNode;
  /** The heading level: h2 for the dashboard's cards, h1 for a card that is the whole page. */
  as?: 'h1' | 'h2';
  /** The title's id, for a body that names something by it; one is made when not given. */
  titleId?: string;
  /** The body's layout (its gap). */
  className?: string;
  children: ReactNode;
}

/** A section's card: a region named by its heading, with icon, description and actions, then its body. */
export function SectionCard({
  icon,
  title,
  description,
  actions,
  as,
  titleId,
  className,
  children,
}: SectionCardProps) {
  const madeId = `${useId()}-title`;
  const headingId = titleId ?? madeId;
  return (
    <Card aria-labelledby={headingId}>
      <AdminCardHeader
        icon={icon}
        title={title}
        titleId={headingId}
        description={description}
        actions={actions}
        as={as}
      />
      <AdminCardContent className={className}>{children}</AdminCardContent>
    </Card>
  );
}
