import { useQuery } from '@tanstack/react-query';
import { Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { adminSections } from '#shared/admin-sections.ts';
import type { PostContent } from '#shared/contracts/publishing.ts';
import { FilterField } from '../kit/filter-field.tsx';
import { plural } from '../kit/format.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { SectionCard } from '../kit/section-card.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { EntryEditor } from './entry-editor.tsx';
import { EntryStatus, savedLine } from './entry-status.tsx';
import { createEntry, fetchEntries, publishingKeys } from './publishing-api.ts';
import { publishingCopy } from './publishing-copy.ts';

const copy = publishingCopy.posts;
const postsPath = adminSections.posts.path;

/** A new post's first draft: placeholders the writer replaces, valid so autosave can keep it. */
function newPostDraft(): PostContent {
  const stamp = Date.now().toString(36);
  return {
    kind: 'post',
    title: copy.newDraft.title,
    slug: `${copy.newDraft.slug}-${stamp}`,
    label: copy.newDraft.label,
    category: copy.newDraft.category,
    description: copy.newDraft.description,
    keywords: [],
    body: '',
    featured: false,
    authorId: null,
    reviewerId: null,
    sources: [],
  };
}

/**
 * The Posts section: the blog's posts at /admin/posts, one post's editor at
 * /admin/posts/:entryId (its own address, so a reload or a shared link reopens it).
 */
export function PostsSection() {
  const { entryId } = useParams();
  const id = Number(entryId);
  if (entryId !== undefined && Number.isInteger(id) && id > 0) {
    return <EntryEditor key={id} entryId={id} />;
  }
  return <PostsList />;
}

function PostsList() {
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const posts = useQuery({
    queryKey: publishingKeys.list('post', search.trim()),
    queryFn: () => fetchEntries('post', search.trim()),
  });
  const create = useAdminAction({
    action: () => createEntry(newPostDraft()),
    success: () => ({ ...publishingCopy.notices.created, variant: 'success' }),
    failure: publishingCopy.notices.failed,
    invalidates: [publishingKeys.all],
  });
  const { data } = posts;

  return (
    <SectionCard
      icon={Newspaper}
      title={copy.title}
      description={copy.description}
      actions={
        <Button
          disabled={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (entry) => void navigate(`${postsPath}/${String(entry.id)}`),
            })
          }
        >
          <Plus className="size-4" aria-hidden />
          {create.isPending ? copy.creating : copy.newPost}
        </Button>
      }
      className="flex flex-col gap-4"
    >
      <FilterField label={copy.search} className="max-w-md">
        {(fieldId) => (
          <Input
            id={fieldId}
            type="search"
            value={search}
            placeholder={copy.searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FilterField>
      <LoadStatus
        isPending={posts.isPending}
        isError={posts.isError}
        hasData={data !== undefined}
        error={posts.error}
        loadingText={copy.loading}
        onRetry={() => void posts.refetch()}
      />
      {data && (
        <p role="status" className="text-sm text-muted-foreground">
          {data.entries.length === 0 ? copy.empty : plural(data.total, copy.count)}
        </p>
      )}
      {data && data.entries.length > 0 && (
        <ul aria-label={copy.title} className="flex flex-col divide-y rounded-md border">
          {data.entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-1.5 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <Link
                  to={`${postsPath}/${String(entry.id)}`}
                  className="font-medium break-words text-primary underline-offset-4 hover:underline"
                >
                  {entry.title}
                </Link>
                <span className="text-sm break-all text-muted-foreground">{entry.path}</span>
                <span className="text-xs text-muted-foreground">{savedLine(entry)}</span>
              </div>
              <EntryStatus entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
