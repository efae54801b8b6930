import { z } from 'zod';
import { entryKinds, entryStatuses, personSchema } from './publishing.ts';

/**
 * The answers of Publishing's routes about who wrote and reviewed what, and what leaves it
 * (server/publishing/ people-, entry-review-, state-guide-notice-, post-broadcast-,
 * jurisdictions-): the back office parses them with these.
 */

/** `GET adminApi.people`. */
export const peopleResponseSchema = z.object({ people: z.array(personSchema) });

/** `POST adminApi.people` (201) and `PUT adminApi.person(id)`. */
export const personResponseSchema = z.object({ person: personSchema });

/** `POST adminApi.entryReviewed(id)`: the review kept, and the entry's new version. */
export const reviewMarkedSchema = z.object({
  review: z.object({ id: z.number().int(), reviewedOn: z.string(), substantive: z.boolean() }),
  version: z.number().int(),
});
export type ReviewMarkedAnswer = z.infer<typeof reviewMarkedSchema>;

/** `GET adminApi.entryReviewNotice(id, reviewId)`: whom telling the state's buyers reaches. */
export const reviewNoticeSchema = z.object({
  recipients: z.number().int().min(0),
  alreadyNotified: z.boolean(),
});
export type ReviewNoticeAnswer = z.infer<typeof reviewNoticeSchema>;

/** `POST adminApi.entryReviewNotice(id, reviewId)` (202): how many mails were queued. */
export const reviewNoticeQueuedSchema = z.object({ queued: z.number().int().min(0) });

/** `POST adminApi.entryBroadcast(id)` (201): the broadcast draft made in Mail. */
export const entryBroadcastSchema = z.object({ broadcastId: z.number().int() });

/** One of the 51 jurisdictions, with its visits and its state guide, if one is written. */
export const jurisdictionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Analytics sessions from the state in the last 90 days. */
  visits90: z.number().int().min(0),
  entry: z
    .object({
      id: z.number().int(),
      status: z.enum(entryStatuses),
      path: z.string(),
      reviewedOn: z.string().nullable(),
      updatedOn: z.string().nullable(),
    })
    .nullable(),
});
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

/** `GET adminApi.jurisdictions`: most visited first, then by name. */
export const jurisdictionsSchema = z.object({ jurisdictions: z.array(jurisdictionSchema) });
export type JurisdictionsAnswer = z.infer<typeof jurisdictionsSchema>;

/** A published post or state guide whose sources (or last review) are older than the interval. */
export const reviewDueSchema = z.object({
  entryId: z.number().int(),
  kind: z.enum(entryKinds),
  title: z.string(),
  path: z.string(),
  /** The oldest source's `verifiedOn`; null when the page lists no sources. */
  oldestVerifiedOn: z.string().nullable(),
  reviewedOn: z.string().nullable(),
});
export type ReviewDue = z.infer<typeof reviewDueSchema>;
