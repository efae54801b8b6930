import type { Context } from 'hono';
import { readSessionCookie } from '#server/auth/session-cookie.ts';
import { resumeSession } from '#server/auth/session-service.ts';
import type { ServerContext } from '#server/context.ts';
import { publishers } from '#shared/admin-sections.ts';
import { isAdminRole } from '#shared/contracts/auth.ts';
import { normalizePath } from '#shared/route-table.ts';
import {
  postPath,
  stateGuidePath,
  type PublishedContent,
  type PublishedEntry,
  type PublishedPost,
  type PublishedStateGuide,
} from '#shared/published-content.ts';
import { entryParam } from '#shared/preview.ts';
import { longFormPage } from './published-content-source.ts';
import { entryDraftRow } from './published-repository.ts';

type PreviewContext = Pick<ServerContext, 'db' | 'clock' | 'config' | 'published'>;

/** The calendar day in UTC, YYYY-MM-DD: an entry never published previews as published today. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The published content with one post or state guide's working copy in place of what is published. */
export function withDraft(
  published: PublishedContent,
  entry: PublishedPost | PublishedStateGuide,
): PublishedContent {
  const replace = <E extends PublishedEntry>(list: readonly E[], draft: E): readonly E[] => {
    const others = list.filter((other) => other.id !== draft.id);
    return list.some((other) => other.id === draft.id)
      ? list.map((other) => (other.id === draft.id ? draft : other))
      : [draft, ...others];
  };
  const page = longFormPage(entry);
  return {
    ...published,
    posts: () =>
      entry.content.kind === 'post'
        ? replace(published.posts(), entry as PublishedPost)
        : published.posts(),
    stateGuides: () =>
      entry.content.kind === 'state_guide'
        ? replace(published.stateGuides(), entry as PublishedStateGuide)
        : published.stateGuides(),
    pageAt: (pathname) =>
      normalizePath(pathname) === entry.path ? page : published.pageAt(pathname),
  };
}

/**
 * For `GET <path>?preview=1&entry=<id>`: what is published with that entry's working copy in
 * place, for a signed-in owner or editor; undefined for anyone else (they get the live page)
 * and for an entry that is no post or state guide. Only the page handler asks.
 */
export function entryPreview(ctx: PreviewContext) {
  return async (c: Context): Promise<PublishedContent | undefined> => {
    const id = Number(new URL(c.req.url).searchParams.get(entryParam));
    if (!Number.isSafeInteger(id) || id < 1) return undefined;
    const token = readSessionCookie(c, ctx.config);
    const signedIn = token ? await resumeSession(ctx, token) : undefined;
    const role = signedIn?.user.role;
    if (!role || !isAdminRole(role) || !publishers.includes(role)) return undefined;
    const row = await entryDraftRow(ctx.db, id);
    if (!row) return undefined;
    const today = dayOf(ctx.clock());
    const dates = {
      id: row.id,
      kind: row.kind,
      publishedOn: row.publishedOn ?? today,
      updatedOn: row.updatedOn ?? row.publishedOn ?? today,
      reviewedOn: row.reviewedOn,
      changedAt: row.changedAt.toISOString(),
    };
    const { draft } = row;
    if (draft.kind === 'post')
      return withDraft(ctx.published.current(), {
        ...dates,
        content: draft,
        path: postPath(draft.slug),
      });
    if (draft.kind === 'state_guide')
      return withDraft(ctx.published.current(), {
        ...dates,
        content: draft,
        path: stateGuidePath(draft.slug),
      });
    return undefined;
  };
}
