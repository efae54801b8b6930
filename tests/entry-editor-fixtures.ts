import type { AdminRoute } from './fake-admin-api.ts';
import {
  saveEntrySchema,
  type EntryDetail,
  type EntrySummary,
  type PostContent,
  type Revision,
} from '#shared/contracts/publishing.ts';
import { testAdmin } from './admin-fixtures.ts';

/** A post's working copy, as the editor loads it. */
export function postContent(overrides: Partial<PostContent> = {}): PostContent {
  return {
    kind: 'post',
    title: 'How to challenge an order',
    slug: 'challenge-an-order',
    label: 'Challenge an order',
    category: 'Guides',
    description: 'What to do in the first 30 days.',
    keywords: ['child support', 'review'],
    body: 'The first step is to read the order.',
    featured: false,
    authorId: null,
    reviewerId: null,
    sources: [],
    ...overrides,
  };
}

export function entrySummary(overrides: Partial<EntrySummary> = {}): EntrySummary {
  return {
    id: 21,
    kind: 'post',
    slug: 'challenge-an-order',
    title: 'How to challenge an order',
    path: '/blog/challenge-an-order',
    status: 'published',
    scheduledAt: null,
    publishedOn: '2026-11-02',
    updatedOn: '2026-11-02',
    reviewedOn: null,
    hasDraftChanges: false,
    savedAt: '2026-11-23T16:52:00.000Z',
    savedBy: testAdmin.email,
    ...overrides,
  };
}

/** A published post at `version` whose draft is `draft`. */
export function entryDetail(
  overrides: Partial<EntryDetail> = {},
  draft: PostContent = postContent(),
): EntryDetail {
  return { ...entrySummary(), version: 3, draft, published: postContent(), ...overrides };
}

export function revision(number: number, overrides: Partial<Revision> = {}): Revision {
  return {
    number,
    action: 'saved',
    savedAt: '2026-11-23T16:52:00.000Z',
    savedBy: testAdmin.email,
    ...overrides,
  };
}

/**
 * The Publishing routes the editor calls, answered from these fixtures: a PUT answers the
 * saved draft with the next version (as the server does).
 */
export function editorRoutes(detail: EntryDetail = entryDetail()) {
  let version = detail.version;
  const saved: AdminRoute = ({ body }) => {
    version += 1;
    const { content } = saveEntrySchema.parse(body);
    return Response.json({ ...detail, version, draft: content, hasDraftChanges: true });
  };
  return {
    'GET /api/admin/publishing/entries/:entryId': () => Response.json({ ...detail, version }),
    'PUT /api/admin/publishing/entries/:entryId': saved,
    'GET /api/admin/publishing/entries/:entryId/revisions': () =>
      Response.json({ revisions: [revision(2, { action: 'published' }), revision(1)] }),
    'GET /api/admin/publishing/people': () => Response.json({ people: [] }),
    'GET /api/admin/publishing/links': () =>
      Response.json({
        links: [
          { path: '/states/texas', title: 'Texas child support guide', kind: 'state_guide' },
          { path: '/faq', title: 'Questions and answers', kind: 'page' },
        ],
      }),
    'POST /api/admin/publishing/entries/:entryId/schedule': () =>
      Response.json({ ...detail, status: 'scheduled' }),
    'DELETE /api/admin/publishing/entries/:entryId': () => Response.json({ ok: true }),
  } satisfies Record<string, AdminRoute>;
}
