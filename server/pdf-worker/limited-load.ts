import { PDFDocument } from 'pdf-lib';
import { withDecodeBudget } from './decode-budget.ts';
import type { GuideRefusalReason, PdfLimits } from './pdf-tasks.ts';

export type LimitedLoad =
  | { status: 'loaded'; doc: PDFDocument }
  | {
      status: 'refused';
      reason: Extract<GuideRefusalReason, 'unreadable' | 'decoded_limit' | 'object_limit'>;
    };

/**
 * Loads a document within the limits: decoded stream bytes while parsing, then the number of
 * objects (each one is parsed, kept and written again by every stamp). Heap and time are the
 * worker's own limits.
 */
export async function loadWithinLimits(
  bytes: Uint8Array,
  limits: PdfLimits,
  options: { ignoreEncryption?: boolean } = {},
): Promise<LimitedLoad> {
  let loaded;
  try {
    // updateMetadata off: pdf-lib would otherwise overwrite the guide's Producer and Creator.
    loaded = await withDecodeBudget(limits.maxDecodedBytes, () =>
      PDFDocument.load(bytes, { ...options, updateMetadata: false }),
    );
  } catch {
    return { status: 'refused', reason: 'unreadable' };
  }
  if (loaded.exceeded) return { status: 'refused', reason: 'decoded_limit' };
  const doc = loaded.value;
  if (doc.context.enumerateIndirectObjects().length > limits.maxObjects)
    return { status: 'refused', reason: 'object_limit' };
  return { status: 'loaded', doc };
}
