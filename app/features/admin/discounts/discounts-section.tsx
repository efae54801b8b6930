import { useQuery } from '@tanstack/react-query';
import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { DiscountCodeRow } from '#shared/contracts/discount-codes.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { DiscountCodeDialog } from './discount-code-dialog.tsx';
import { DiscountCodeTable } from './discount-code-table.tsx';
import { fetchDiscountCodes } from './discounts-api.ts';
import { discountsCopy } from './discounts-copy.ts';

const copy = discountsCopy;

/** What the dialog is open for: a new code, or the code being edited. */
type Editing = { code?: DiscountCodeRow } | undefined;

/** The Discounts section (owners): every code with its uses and money, and the dialog to make one. */
export function DiscountsSection() {
  const codes = useQuery({ queryKey: adminKeys.discountCodes, queryFn: fetchDiscountCodes });
  const [editing, setEditing] = useState<Editing>(undefined);
  const { data } = codes;

  return (
    <SectionCard
      icon={TicketPercent}
      title={copy.title}
      description={copy.description}
      actions={
        <Button onClick={() => setEditing({})}>
          <Plus className="size-4" aria-hidden />
          {copy.newCode}
        </Button>
      }
      className="flex flex-col gap-4"
    >
      <LoadStatus
        isPending={codes.isPending}
        isError={codes.isError}
        hasData={data !== undefined}
        error={codes.error}
        loadingText={copy.loading}
        onRetry={() => void codes.refetch()}
      />
      {data?.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      {data && data.length > 0 && (
        <DiscountCodeTable codes={data} onEdit={(code) => setEditing({ code })} />
      )}
      {editing && (
        <DiscountCodeDialog
          key={editing.code?.id ?? 'new'}
          editing={editing.code}
          onClose={() => setEditing(undefined)}
        />
      )}
    </SectionCard>
  );
}
