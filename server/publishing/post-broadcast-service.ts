import type { AdminActor } from '#server/audit/audit-actor.ts';
import { createBroadcast, type BroadcastsContext } from '#server/broadcasts/broadcasts-service.ts';
import { ServiceError } from '#server/service-error.ts';
import { broadcastDraftSchema, broadcastLimits } from '#shared/contracts/admin-mail.ts';
import { postPath } from '#shared/published-content.ts';
import { postBroadcastCopy as copy } from '#content/admin-publishing-refusals.ts';
import { findEntryToReview } from './entry-review-repository.ts';
import { noSuchEntry } from './entry-review-service.ts';

/** A line cut to `max` characters, ending in an ellipsis when cut. */
const within = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * A published post as a broadcast draft in Mail: its title as the subject, its description as
 * the preheader and the mail's opening, and a link to the post. Only a draft: an owner reads,
 * chooses the audience and presses send in Mail (the broadcasts' own audit entry records it).
 */
export async function draftPostBroadcast(
  ctx: Pick<BroadcastsContext, 'db' | 'clock' | 'config'>,
  actor: AdminActor,
  entryId: number,
): Promise<{ broadcastId: number }> {
  const entry = await findEntryToReview(ctx.db, entryId);
  if (!entry) throw noSuchEntry();
  if (entry.kind !== 'post') throw new ServiceError('conflict', 'not_a_post', copy.notAPost);
  const post = entry.published;
  if (entry.status !== 'published' || post?.kind !== 'post') {
    throw new ServiceError('conflict', 'not_published', copy.notPublished);
  }
  const link = `${ctx.config.siteUrl}${postPath(post.slug)}`;
  const draft = broadcastDraftSchema.parse({
    subject: within(post.title, broadcastLimits.subject),
    preheader: within(post.description, broadcastLimits.preheader),
    body: `${post.description}\n\n[${copy.readLink}](${link})`,
    audience: 'subscribers',
    ratePerMinute: null,
    archived: false,
  });
  const created = await createBroadcast(ctx, actor, draft);
  return { broadcastId: created.id };
}
