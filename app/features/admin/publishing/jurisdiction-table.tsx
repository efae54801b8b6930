import { FilePlus2, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { Button } from '#app/components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/features/admin/kit/ui/table.tsx';
import type { EntryStatus } from '#shared/contracts/publishing.ts';
import { formatCount, formatDay } from '../kit/analytics-format.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { entryEditorPath } from './entry-links.ts';
import { createEntry } from './publishing-api.ts';
import type { Jurisdiction } from '#shared/contracts/publishing-oversight.ts';
import { stateGuidesCopy } from './state-guides-copy.ts';
import { stateGuideTemplate } from './state-guide-template.ts';

const copy = stateGuidesCopy;
const columns = copy.columns;

const statusTones: Readonly<Record<EntryStatus, StatusTone>> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  unpublished: 'warning',
};

/**
 * A cell that is a line of the state's card on a phone, its column's name beside it; a line
 * with nothing to say (`onPhone` false) is left off the card, so 46 uncovered states stay short.
 */
function Cell({
  label,
  onPhone = true,
  children,
}: {
  label: string;
  onPhone?: boolean;
  children: ReactNode;
}) {
  const shown = onPhone ? 'flex' : 'hidden';
  return (
    <td
      className={`${shown} items-baseline justify-between gap-4 py-1 md:table-cell md:px-3 md:py-2.5 md:align-middle`}
    >
      <span className="text-xs font-semibold text-muted-foreground uppercase md:hidden" aria-hidden>
        {label}
      </span>
      <span className="text-right md:text-left">{children}</span>
    </td>
  );
}

const dayOrNever = (day: string | null) => (day ? formatDay(day) : copy.never);

/** "Write a guide": a draft from the template for this state, then its editor. */
function WriteGuideButton({ state }: { state: Jurisdiction }) {
  const navigate = useNavigate();
  const write = useAdminAction({
    action: () => createEntry(stateGuideTemplate(state.code, state.name)),
    success: () => ({ ...copy.notices.created, variant: 'success' }),
    failure: copy.notices.failed,
    invalidates: [adminKeys.jurisdictions],
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={write.isPending}
      aria-label={`${copy.writeGuide}: ${state.name}`}
      onClick={() =>
        write.mutate(undefined, {
          onSuccess: (entry) => void navigate(entryEditorPath('state_guide', entry.id)),
        })
      }
    >
      <FilePlus2 className="size-4" aria-hidden />
      {write.isPending ? copy.writing : copy.writeGuide}
    </Button>
  );
}

/** The 51 jurisdictions in the server's order: a table on a wide screen, a card each on a phone. */
export function JurisdictionTable({ states }: { states: readonly Jurisdiction[] }) {
  return (
    <Table label={copy.listLabel} className="block md:table">
      <TableHeader className="hidden md:table-header-group">
        <TableRow>
          {Object.values(columns).map((name) => (
            <TableHead key={name}>{name}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className="block md:table-row-group">
        {states.map((state) => (
          <TableRow key={state.code} className="flex flex-col gap-1 p-3 md:table-row md:p-0">
            <th
              scope="row"
              className="pb-1 text-left text-base font-semibold md:px-3 md:py-2.5 md:align-middle md:text-sm"
            >
              {state.name}
            </th>
            <Cell label={columns.visits}>
              <span className="tabular-nums">{formatCount(state.visits90)}</span>
            </Cell>
            <Cell label={columns.guide}>
              {state.entry ? (
                <StatusBadge tone={statusTones[state.entry.status]}>
                  {copy.statuses[state.entry.status]}
                </StatusBadge>
              ) : (
                <span className="text-muted-foreground">{copy.notCovered}</span>
              )}
            </Cell>
            <Cell label={columns.reviewed} onPhone={state.entry !== null}>
              {dayOrNever(state.entry?.reviewedOn ?? null)}
            </Cell>
            <Cell label={columns.updated} onPhone={state.entry !== null}>
              {dayOrNever(state.entry?.updatedOn ?? null)}
            </Cell>
            <td className="pt-2 md:px-3 md:py-2.5 md:align-middle">
              {state.entry ? (
                <Link
                  to={entryEditorPath('state_guide', state.entry.id)}
                  aria-label={`${copy.edit}: ${state.name}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  <Pencil className="size-4" aria-hidden />
                  {copy.edit}
                </Link>
              ) : (
                <WriteGuideButton state={state} />
              )}
            </td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
