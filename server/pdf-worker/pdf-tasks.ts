import { z } from 'zod';
import { receiptFactsSchema } from '#server/receipts/receipt-facts.ts';

/**
 * What the PDF worker is asked and answers, checked on both sides of the thread boundary.
 * Bytes travel as Uint8Array: the answers' buffers are transferred, not copied.
 */
const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** Why the upload check refuses a file; the route turns each into a 400 that names it. */
export const guideRefusalReasons = [
  'not_pdf',
  'unreadable',
  'encrypted',
  'no_pages',
  'decoded_limit',
  'object_limit',
  'memory_limit',
  'time_limit',
] as const;
export type GuideRefusalReason = (typeof guideRefusalReasons)[number];

export const pdfTask = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('check'), id: z.number(), bytes }),
  z.object({
    kind: z.literal('stamp'),
    id: z.number(),
    source: bytes,
    owner: z.object({ email: z.string(), orderId: z.string() }),
    /** The attorney notice stamped above the license line. */
    notice: z.string(),
  }),
  z.object({ kind: z.literal('placeholder'), id: z.number() }),
  z.object({ kind: z.literal('receipt'), id: z.number(), facts: receiptFactsSchema }),
]);
export type PdfTask = z.infer<typeof pdfTask>;
/** A task as the pool is given it: the pool numbers it. */
export type PdfTaskInput = PdfTask extends infer T
  ? T extends PdfTask
    ? Omit<T, 'id'>
    : never
  : never;

export const pdfAnswer = z.discriminatedUnion('status', [
  z.object({ id: z.number(), status: z.literal('checked'), pageCount: z.number() }),
  z.object({ id: z.number(), status: z.literal('refused'), reason: z.enum(guideRefusalReasons) }),
  z.object({ id: z.number(), status: z.literal('pdf'), bytes }),
  z.object({ id: z.number(), status: z.literal('failed'), message: z.string() }),
]);
export type PdfAnswer = z.infer<typeof pdfAnswer>;

/** The limits the worker applies to every document it reads, set when it starts. */
export const pdfLimits = z.object({
  /** Bytes all of a document's decoded streams may take together (object and xref streams). */
  maxDecodedBytes: z.number(),
  /** Indirect objects a document may have. */
  maxObjects: z.number(),
});
export type PdfLimits = z.infer<typeof pdfLimits>;
