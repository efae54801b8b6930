import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import { concatTransformationMatrix, degrees, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { addOutline } from '#server/pdf-worker/pdf-outline.ts';

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

/** Deflates `head` followed by `fill` spaces without ever holding the inflated bytes. */
async function deflatedPadding(head: string, fill: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  deflate.write(head);
  for (let left = fill; left > 0; left -= spaces.byteLength) {
    const part = left >= spaces.byteLength ? spaces : spaces.subarray(0, left);
    if (!deflate.write(part)) await once(deflate, 'drain');
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/**
 * A decompression bomb: a valid one-page PDF with an object stream (which readers inflate
 * while loading the file) of `inflatedBytes`, about a thousandth of that on disk. Written by
 * hand, offsets and all, as the attack would be.
 */
export async function decompressionBombPdf(inflatedBytes: number): Promise<Uint8Array> {
  const head = '4 0 << /Bomb true >>';
  const packed = await deflatedPadding(head, inflatedBytes - head.length);
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  const parts: Buffer[] = [latin1('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  const length = () => parts.reduce((sum, part) => sum + part.byteLength, 0);
  const object = (number: number, body: Buffer[]) => {
    offsets[number - 1] = length();
    parts.push(latin1(`${number} 0 obj\n`), ...body, latin1('\nendobj\n'));
  };
  object(1, [latin1('<< /Type /Catalog /Pages 2 0 R >>')]);
  object(2, [latin1('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')]);
  object(3, [latin1('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>')]);
  object(5, [
    latin1(
      `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.byteLength} >>\nstream\n`,
    ),
    packed,
    latin1('\nendstream'),
  ]);
  const xref = length();
  const entries = [1, 2, 3, 4, 5].map((number) =>
    number === 4
      ? '0000000000 65535 f \n'
      : `${String(offsets[number - 1]).padStart(10, '0')} 00000 n \n`,
  );
  parts.push(
    latin1(`xref\n0 6\n0000000000 65535 f \n${entries.join('')}`),
    latin1(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`),
  );
  return new Uint8Array(Buffer.concat(parts));
}
