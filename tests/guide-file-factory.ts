import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '#server/db/database.ts';
import { insertGuideFile, type GuideFileRow } from '#server/guide-files/guide-files-repository.ts';
import { makePdf } from './pdf-factory.ts';

/** A guide file stored as an upload stores it, without the upload's checks (for bad bytes too). */
export function storedGuideFile(
  db: Database,
  bytes: Uint8Array,
  overrides: { name?: string; pageCount?: number } = {},
): Promise<GuideFileRow> {
  return insertGuideFile(
    db,
    {
      id: `gf_${randomBytes(12).toString('base64url')}`,
      name: overrides.name ?? 'guide.pdf',
      sizeBytes: bytes.byteLength,
      pageCount: overrides.pageCount ?? 1,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploadedBy: null,
      uploadedByEmail: 'seller@shop.example',
    },
    bytes,
  );
}

/**
 * A one-page PDF whose trailer names an /Encrypt dictionary, as a password-protected file's
 * does (pdf-lib cannot encrypt, so it is written by hand, offsets and all).
 */
export function encryptedPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = '0123456789abcdef0123456789abcdef';
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${id}> <${id}>] >>\n`;
  text += `startxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/** A real guide in store, as a site taking real payments needs before it sells anything. */
export async function uploadedGuide(db: Database): Promise<GuideFileRow> {
  return storedGuideFile(db, await makePdf({ title: 'The real guide' }), {
    name: 'real-guide.pdf',
  });
}
