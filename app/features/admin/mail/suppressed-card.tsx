import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MailX, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { SuppressedAddress } from '#shared/contracts/admin-mail.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { EmailText } from '../kit/email-text.tsx';
import { formatDateTime } from '../kit/format.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { PagedListCard } from '../kit/paged-list-card.tsx';
import { AllowSelected, LiftSinceForm } from './lift-suppressions.tsx';
import { allowAddress, fetchSuppressed } from './mail-api.ts';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';
import { SuppressForm } from './suppress-form.tsx';
import { useMailAddress } from './use-mail-address.ts';

const copy = mailCopy.suppressed;

function SuppressedRow({
  address,
  selected,
  onSelect,
}: {
  address: SuppressedAddress;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const allow = useAdminAction({
    action: () => allowAddress(address.email),
    success: () => {
      const { title, description } = mailNotices.addressAllowed;
      return {
        title,
        description: fillPlaceholders(description, { email: address.email }),
        variant: 'success',
      };
    },
    failure: mailNotices.addressAllowFailed,
    invalidates: [mailKeys.suppressedAll, mailKeys.audience],
  });
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={fillPlaceholders(copy.select, { email: address.email })}
            className="size-4 shrink-0 accent-primary"
          />
          <span className="font-medium wrap-break-word">
            <EmailText email={address.email} />
          </span>
          <StatusBadge tone={address.reason === 'bounced' ? 'danger' : 'warning'}>
            {copy.reasons[address.reason]}
          </StatusBadge>
        </span>
        <span className="text-sm text-muted-foreground">{formatDateTime(address.at)}</span>
        {address.detail && (
          <span className="text-sm wrap-break-word text-muted-foreground">{address.detail}</span>
        )}
      </div>
      <ConfirmAction
        trigger={
          <Button variant="outline" size="sm" disabled={allow.isPending} className="self-start">
            <Undo2 className="size-4" aria-hidden />
            {copy.allow}
          </Button>
        }
        title={fillPlaceholders(copy.allowTitle, { email: address.email })}
        description={copy.allowText}
        confirm={copy.allow}
        onConfirm={() => allow.mutate(undefined)}
      />
    </li>
  );
}

/** The addresses kept out of marketing mail, newest first, and a form to add one. */
export function SuppressedCard() {
  const { page, setPage } = useMailAddress();
  const suppressed = useQuery({
    queryKey: mailKeys.suppressed(page),
    queryFn: () => fetchSuppressed(page),
    placeholderData: keepPreviousData,
  });
  const { data } = suppressed;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (email: string, on: boolean) =>
    setSelected((before) => {
      const after = new Set(before);
      if (on) after.add(email);
      else after.delete(email);
      return after;
    });
  const onPage = data?.rows.map((row) => row.email) ?? [];
  const wholePage = onPage.length > 0 && onPage.every((email) => selected.has(email));
  return (
    <PagedListCard
      icon={MailX}
      title={copy.title}
      description={copy.description}
      query={suppressed}
      label={copy.listLabel}
      empty={copy.empty}
      onPage={setPage}
      footer={
        <>
          {data && data.total > 0 && <LiftSinceForm />}
          <SuppressForm />
        </>
      }
    >
      {(rows) => (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={wholePage}
                onChange={(event) => {
                  for (const email of onPage) select(email, event.target.checked);
                }}
                className="size-4 accent-primary"
              />
              {copy.selectPage}
            </label>
            <AllowSelected emails={[...selected]} onDone={() => setSelected(new Set())} />
          </div>
          <ul aria-label={copy.listLabel} className="flex flex-col divide-y rounded-md border">
            {rows.map((address) => (
              <SuppressedRow
                key={address.email}
                address={address}
                selected={selected.has(address.email)}
                onSelect={(on) => select(address.email, on)}
              />
            ))}
          </ul>
        </>
      )}
    </PagedListCard>
  );
}
