import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { adminSections } from '#shared/admin-sections.ts';
import {
  pageKeys,
  type EntryStatus,
  type EntrySummary,
  type PageKey,
} from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { SectionCard } from '../kit/section-card.tsx';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { EntryEditor } from './entry-editor.tsx';
import { fetchPageEntries } from './pages-api.ts';
import { pagesCopy } from './pages-copy.ts';

const copy = pagesCopy.list;

const statusTones: Record<EntryStatus, StatusTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  unpublished: 'warning',
};

const isPageKey = (slug: string): slug is PageKey => (pageKeys as readonly string[]).includes(slug);

/** An entry's address in the back office: /admin/pages/<entryId>. */
export const adminPagePath = (entryId: number) => `${adminSections.pages.path}/${entryId}`;

function PageRow({ entry }: { entry: EntrySummary }) {
  return (
    <li>
      <Link
        to={adminPagePath(entry.id)}
        className="flex flex-col gap-1 px-3 py-3 transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:flex-row sm:items-center sm:gap-4 sm:px-4"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium wrap-break-word">
              {isPageKey(entry.slug) ? pagesCopy.names[entry.slug] : entry.title}
            </span>
            <StatusBadge tone={statusTones[entry.status]}>
              {pagesCopy.statuses[entry.status]}
            </StatusBadge>
            {entry.hasDraftChanges && (
              <StatusBadge tone="warning">{copy.unpublishedChanges}</StatusBadge>
            )}
          </span>
          <span className="text-sm text-muted-foreground">{entry.path}</span>
        </span>
        <span className="text-sm text-muted-foreground sm:text-right">
          {fillPlaceholders(copy.lastSaved, { time: formatDateTime(entry.savedAt) })}
        </span>
      </Link>
    </li>
  );
}

// The list follows the site's own order of its fixed pages, not the order they were saved in.
const byPageOrder = (a: EntrySummary, b: EntrySummary) =>
  pageKeys.indexOf(a.slug as PageKey) - pageKeys.indexOf(b.slug as PageKey);

/** The site's fixed pages, each with its status and last save, opening the editor. */
function PagesList() {
  const pages = useQuery({ queryKey: ['admin', 'publishing', 'pages'], queryFn: fetchPageEntries });
  const entries = pages.data ? [...pages.data].sort(byPageOrder) : undefined;
  return (
    <SectionCard icon={FileText} title={copy.title} description={copy.description}>
      <LoadStatus
        isPending={pages.isPending}
        isError={pages.isError}
        hasData={entries !== undefined}
        error={pages.error}
        loadingText={copy.loading}
        onRetry={() => void pages.refetch()}
      />
      {entries?.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      {entries && entries.length > 0 && (
        <ul className="-mx-3 divide-y sm:-mx-4">
          {entries.map((entry) => (
            <PageRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** Pages: the list at /admin/pages, one page's editor at /admin/pages/<entryId>. */
export function PagesSection() {
  const { entryId } = useParams();
  const id = Number(entryId);
  if (entryId !== undefined && Number.isSafeInteger(id) && id > 0)
    // Keyed by the entry: another page's address starts a fresh editor.
    return <EntryEditor key={id} entryId={id} />;
  return <PagesList />;
}
