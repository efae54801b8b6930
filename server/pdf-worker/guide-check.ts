import type { GuideRefusalReason, PdfLimits } from './pdf-tasks.ts';
import { loadWithinLimits } from './limited-load.ts';

export type GuideCheck =
  { status: 'checked'; pageCount: number } | { status: 'refused'; reason: GuideRefusalReason };

const pdfHeader = new TextEncoder().encode('%PDF-');

function startsWithPdfHeader(bytes: Uint8Array): boolean {
  return pdfHeader.every((byte, index) => bytes[index] === byte);
}

/**
 * Accepts a guide by its bytes, never by its name: a PDF header, a document pdf-lib reads
 * within the limits (the stamping uses pdf-lib), with pages, and not encrypted (the license
 * line could not be added to an encrypted file). Runs in the PDF worker.
 */
export async function checkGuide(bytes: Uint8Array, limits: PdfLimits): Promise<GuideCheck> {
  if (!startsWithPdfHeader(bytes)) return { status: 'refused', reason: 'not_pdf' };
  // ignoreEncryption: an encrypted file loads, so it can be told apart from a damaged one.
  const loaded = await loadWithinLimits(bytes, limits, { ignoreEncryption: true });
  if (loaded.status === 'refused') return loaded;
  if (loaded.doc.isEncrypted) return { status: 'refused', reason: 'encrypted' };
  let pageCount: number;
  try {
    pageCount = loaded.doc.getPageCount();
  } catch {
    pageCount = 0;
  }
  return pageCount === 0
    ? { status: 'refused', reason: 'no_pages' }
    : { status: 'checked', pageCount };
}
