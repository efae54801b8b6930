import { z } from 'zod';

/** A stored guide PDF as the Single Guide card lists it. Times are ISO 8601. */
export const guideFileSchema = z.object({
  id: z.string(),
  /** The name the file had on the uploader's machine. */
  name: z.string(),
  sizeBytes: z.number(),
  pageCount: z.number(),
  /** Hex SHA-256 of the bytes. */
  sha256: z.string(),
  uploadedAt: z.string(),
  /** The uploader's e-mail address, kept when their account is gone. */
  uploadedBy: z.string(),
});
export type GuideFile = z.infer<typeof guideFileSchema>;

/** What buyers receive now: the newest upload, or the generated placeholder while there is none. */
export const deliveredGuideSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upload'), id: z.string(), name: z.string(), uploadedAt: z.string() }),
  z.object({ kind: z.literal('placeholder') }),
]);
export type DeliveredGuide = z.infer<typeof deliveredGuideSchema>;

/** `GET /api/admin/guide-files` (and `DELETE .../:id`): the stored files, newest first. */
export const guideFilesAnswer = z.object({
  files: z.array(guideFileSchema),
  /** The largest file the server accepts, in bytes. */
  maxBytes: z.number(),
  delivered: deliveredGuideSchema,
});
export type GuideFilesAnswer = z.infer<typeof guideFilesAnswer>;

/** `POST /api/admin/guide-files?name=` (the PDF's bytes as the body): 201 with the new entry. */
export const guideFileUploadAnswer = guideFileSchema;
