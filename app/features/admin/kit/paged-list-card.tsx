import type { ReactNode } from 'react';
import { PagedList, type ListPage, type PagedListProps } from './paged-list.tsx';
import { SectionCard, type SectionCardProps } from './section-card.tsx';

export type PagedListCardProps<Page extends ListPage> = Omit<SectionCardProps, 'children'> &
  PagedListProps<Page> & {
    /** Over the list: its counts, filters or search. */
    controls?: ReactNode;
    /** Under the pager: what works on the whole list (a form that adds to it). */
    footer?: ReactNode;
  };

/**
 * The back office's list card: a section card whose body is a paged list (load status, empty
 * line, rows, pager), with the list's controls over it and anything else under it.
 */
export function PagedListCard<Page extends ListPage>({
  icon,
  title,
  description,
  actions,
  as,
  titleId,
  className = 'flex flex-col gap-4',
  controls,
  footer,
  ...list
}: PagedListCardProps<Page>) {
  return (
    <SectionCard
      icon={icon}
      title={title}
      description={description}
      actions={actions}
      as={as}
      titleId={titleId}
      className={className}
    >
      {controls}
      <PagedList {...list} />
      {footer}
    </SectionCard>
  );
}
