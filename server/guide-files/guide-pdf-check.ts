import { PDFDocument } from 'pdf-lib';
import { HttpError } from '#server/http/http-error.ts';

/** What the check learnt from a PDF it accepts. */
export interface CheckedGuidePdf {
  pageCount: number;
}

const pdfHeader = new TextEncoder().encode('%PDF-');

function startsWithPdfHeader(bytes: Uint8Array): boolean {
  return pdfHeader.every((byte, index) => bytes[index] === byte);
}

/** A 400 that names the file as the field at fault, so the card shows it beside the picker. */
function refused(message: string): HttpError {
  return new HttpError(400, 'invalid_pdf', message, { file: message });
}

async function loaded(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    // ignoreEncryption: an encrypted file loads, so it can be told apart from a damaged one.
    return await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw refused(
      'This PDF could not be read; it may be damaged. Save or export it again and upload the new copy.',
    );
  }
}

/**
 * Accepts a guide by its bytes, never by its name: a PDF header, a document pdf-lib reads
 * (the stamping uses pdf-lib), with pages, and not encrypted (the license line could not be
 * added to an encrypted file). Anything else is a 400 whose message names the problem.
 */
export async function checkGuidePdf(bytes: Uint8Array): Promise<CheckedGuidePdf> {
  if (!startsWithPdfHeader(bytes))
    throw refused('This file is not a PDF: it does not start with a PDF header.');
  const doc = await loaded(bytes);
  if (doc.isEncrypted)
    throw refused(
      'This PDF is encrypted (a password or restrictions), so the buyer’s license line could not be added to it. Upload a copy saved without encryption.',
    );
  let pageCount: number;
  try {
    pageCount = doc.getPageCount();
  } catch {
    pageCount = 0;
  }
  if (pageCount === 0) throw refused('This PDF has no pages that could be read.');
  return { pageCount };
}
