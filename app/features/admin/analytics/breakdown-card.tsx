import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/features/admin/kit/ui/tabs.tsx';
import {
  analyticsBreakdownCards,
  type AnalyticsBreakdownCard,
  type AnalyticsDashboard,
} from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { analyticsCopy } from './analytics-copy.ts';
import { breakdownRowLabel } from './breakdown-labels.ts';
import type { BreakdownGroup } from './breakdown-groups.ts';
import type { ExportHref, FilterHandler } from './card-actions.ts';
import { CardExportLink } from './card-export-link.tsx';
import { RankedList, type RankedAction } from './ranked-list.tsx';
import { rankedItems } from './ranked-items.ts';

const copy = analyticsCopy;
const dimensions = copy.dimensions;

interface BreakdownCardProps {
  group: BreakdownGroup;
  breakdowns: AnalyticsDashboard['breakdowns'] | undefined;
  onFilter: FilterHandler;
  exportHref: ExportHref;
}

function emptyText(card: AnalyticsBreakdownCard): string {
  const special: Partial<Record<AnalyticsBreakdownCard, string>> = dimensions.empty;
  const counted =
    analyticsBreakdownCards[card].counts === 'views' ? copy.noPageViews : copy.noSessions;
  return special[card] ?? counted;
}

/** One ranked card's rows; a click on a row filters the dashboard by its key. */
function BreakdownList({
  card,
  rows,
  onFilter,
}: {
  card: AnalyticsBreakdownCard;
  rows: AnalyticsDashboard['breakdowns'][AnalyticsBreakdownCard] | undefined;
  onFilter: FilterHandler;
}) {
  const { filter, counts } = analyticsBreakdownCards[card];
  const action: RankedAction = {
    name: (item) =>
      fillPlaceholders(dimensions.filterBy, {
        dimension: copy.filters.dimensions[filter],
        value: item.label,
      }),
    run: (item) => onFilter(filter, item.key),
  };
  const items =
    rows &&
    rankedItems(rows, counts === 'views' ? copy.views : copy.sessions, breakdownRowLabel(card));
  return <RankedList items={items} empty={emptyText(card)} action={action} />;
}

/** A card of ranked cards as tabs (Pages: top, entry, exit), the CSV link following the open tab. */
export function BreakdownCard({ group, breakdowns, onFilter, exportHref }: BreakdownCardProps) {
  const [first] = group.cards;
  const [open, setOpen] = useState<AnalyticsBreakdownCard>(first);
  return (
    <AnalyticsCard
      icon={group.icon}
      title={copy.cards.groups[group.id]}
      action={<CardExportLink href={exportHref(open)} title={copy.cards[open]} />}
    >
      <Tabs
        value={open}
        onValueChange={(value) => setOpen(group.cards.find((card) => card === value) ?? first)}
      >
        <TabsList className="sm:flex sm:w-full">
          {group.cards.map((card) => (
            <TabsTrigger key={card} value={card} className="min-h-9 px-2 sm:flex-1">
              {dimensions.tabs[card]}
            </TabsTrigger>
          ))}
        </TabsList>
        {group.cards.map((card) => (
          <TabsContent key={card} value={card} className="mt-3">
            <BreakdownList card={card} rows={breakdowns?.[card]} onFilter={onFilter} />
          </TabsContent>
        ))}
      </Tabs>
    </AnalyticsCard>
  );
}
