import { randomBytes } from 'node:crypto';
import { concatTransformationMatrix, degrees, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { addOutline } from '#server/delivery/pdf-outline.ts';

export interface TestPage {
  size?: [number, number];
  rotation?: 0 | 90 | 180 | 270;
  /** Visible area [x, y, width, height], when it differs from the media box. */
  cropBox?: [number, number, number, number];
  /** Content that scales the coordinate system and never restores it, as some generators do. */
  leavesScaledMatrix?: boolean;
}

export interface TestPdf {
  title?: string;
  author?: string;
  subject?: string;
  producer?: string;
  keywords?: string[];
  pages?: TestPage[];
  /** One bookmark per title, on the page of the same index. */
  outline?: string[];
  /** Bytes of incompressible data in a stream of their own, as scanned pages or photos add. */
  payloadBytes?: number;
}

/** A small PDF built on the spot: a heading on every page, metadata and bookmarks as asked. */
export async function makePdf(spec: TestPdf = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (spec.title) doc.setTitle(spec.title);
  if (spec.author) doc.setAuthor(spec.author);
  if (spec.subject) doc.setSubject(spec.subject);
  if (spec.producer) doc.setProducer(spec.producer);
  if (spec.keywords) doc.setKeywords(spec.keywords);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = spec.pages ?? [{}, {}, {}];
  pages.forEach((pageSpec, index) => {
    const page = doc.addPage(pageSpec.size ?? [612, 792]);
    if (pageSpec.rotation) page.setRotation(degrees(pageSpec.rotation));
    if (pageSpec.cropBox) page.setCropBox(...pageSpec.cropBox);
    page.drawText(`Chapter ${index + 1}`, { x: 50, y: page.getHeight() - 80, size: 18, font });
    if (pageSpec.leavesScaledMatrix)
      page.pushOperators(concatTransformationMatrix(0.2, 0, 0, 0.2, 0, 0));
  });
  addOutline(
    doc,
    (spec.outline ?? []).map((title, pageIndex) => ({ title, pageIndex })),
  );
  if (spec.payloadBytes) {
    const payload = doc.context.stream(randomBytes(spec.payloadBytes));
    doc.catalog.set(PDFName.of('TestPayload'), doc.context.register(payload));
  }
  return doc.save();
}
