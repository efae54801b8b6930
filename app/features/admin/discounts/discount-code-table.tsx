import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/features/admin/kit/ui/table.tsx';
import type { DiscountCodeRow, DiscountCodeState } from '#shared/contracts/discount-codes.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDollars, plural } from '../kit/format.ts';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { DiscountCodeActions } from './discount-code-actions.tsx';
import { datesText, discountText, usesText } from './discount-terms.ts';
import { discountsCopy } from './discounts-copy.ts';

const copy = discountsCopy;
const columns = copy.columns;

const stateTones: Readonly<Record<DiscountCodeState, StatusTone>> = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  used_up: 'warning',
  inactive: 'neutral',
};

/**
 * A cell that is a row of a card on a phone, its column's name beside it; on a wider screen
 * the table's own head names it. Plain cells: their padding and display differ by width from
 * TableCell's, and class names are joined without merging (cn.ts).
 */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="flex items-baseline justify-between gap-4 py-1 md:table-cell md:px-3 md:py-2.5 md:align-middle">
      <span className="text-xs font-semibold text-muted-foreground uppercase md:hidden" aria-hidden>
        {label}
      </span>
      <span className="text-right md:text-left">{children}</span>
    </td>
  );
}

/** Every code: a table on a wide screen, one card per code on a phone. */
export function DiscountCodeTable({
  codes,
  onEdit,
}: {
  codes: readonly DiscountCodeRow[];
  onEdit: (code: DiscountCodeRow) => void;
}) {
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
        {codes.map((code) => (
          <TableRow key={code.id} className="flex flex-col gap-1 p-3 md:table-row md:p-0">
            <th
              scope="row"
              className="pb-1 text-left font-mono text-base font-semibold md:px-3 md:py-2.5 md:align-middle md:text-sm"
            >
              {code.code}
            </th>
            <Cell label={columns.discount}>{discountText(code)}</Cell>
            <Cell label={columns.dates}>{datesText(code)}</Cell>
            <Cell label={columns.uses}>
              <span className="tabular-nums">{usesText(code)}</span>
              {code.openCheckouts > 0 && (
                <span className="block text-xs text-muted-foreground">
                  {plural(code.openCheckouts, copy.openCheckouts)}
                </span>
              )}
            </Cell>
            <Cell label={columns.revenue}>
              <span className="font-semibold tabular-nums">{formatDollars(code.revenue)}</span>
              {code.discountGiven > 0 && (
                <span className="block text-xs text-muted-foreground">
                  {fillPlaceholders(copy.discountGiven, {
                    amount: formatDollars(code.discountGiven),
                  })}
                </span>
              )}
            </Cell>
            <Cell label={columns.state}>
              <StatusBadge tone={stateTones[code.state]}>{copy.states[code.state]}</StatusBadge>
            </Cell>
            <td className="pt-2 md:px-3 md:py-2.5 md:align-middle">
              <DiscountCodeActions code={code} onEdit={() => onEdit(code)} />
            </td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
