import { PDFDict, PDFHexString, PDFName, StandardFonts, type PDFDocument } from 'pdf-lib';
import { loadWithinLimits } from './limited-load.ts';
import type { PdfLimits } from './pdf-tasks.ts';
import { fontSafeText } from './font-safe-text.ts';
import { drawFooter } from './page-footer.ts';

export interface GuideOwner {
  email: string;
  orderId: string;
}

export function licenseLine(owner: GuideOwner): string {
  return `Licensed to ${owner.email} - Order ${owner.orderId}`;
}

/**
 * The buyer's copy: the guide with the attorney notice (decision 105) above "Licensed to
 * {email} - Order {id}" at the foot of every page, and the order in the metadata. The loaded document is changed in place,
 * so its catalog (outline, page labels, links), title, author and the rest of
 * its metadata stay as they were. Read within the same limits as the upload check,
 * which a stored guide passed (a guide stored before the limits existed may not):
 * runs in the PDF worker.
 */
export async function stampGuide(
  source: Uint8Array,
  owner: GuideOwner,
  notice: string,
  limits: PdfLimits,
): Promise<Uint8Array<ArrayBuffer>> {
  const loaded = await loadWithinLimits(source, limits);
  if (loaded.status === 'refused')
    throw new Error(`The guide cannot be stamped: ${loaded.reason.replace('_', ' ')}`);
  const { doc } = loaded;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const footer = {
    paragraph: fontSafeText(notice, font),
    line: fontSafeText(licenseLine(owner), font),
  };
  for (const page of doc.getPages()) drawFooter(page, footer, font);
  recordLicense(doc, owner);
  return withOwnBuffer(await doc.save());
}

/** The same bytes, typed as Response bodies want them (pdf-lib's types predate the distinction). */
function withOwnBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
    ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : new Uint8Array(bytes);
}

function recordLicense(doc: PDFDocument, owner: GuideOwner): void {
  const keywords = doc.getKeywords();
  doc.setKeywords([...(keywords ? [keywords] : []), `order:${owner.orderId}`]);
  doc.setModificationDate(new Date());
  // Custom entries of the document information dictionary: the exact, unsanitised
  // e-mail and order (text strings are UTF-16, unlike the drawn line).
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('LicensedTo'), PDFHexString.fromText(owner.email));
  info.set(PDFName.of('OrderId'), PDFHexString.fromText(owner.orderId));
}
