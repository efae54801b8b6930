import type { ServerContext } from '#server/context.ts';
import type { GuideRefusalReason } from '#server/pdf-worker/pdf-tasks.ts';
import { ServiceError } from '#server/service-error.ts';

/** What the check learnt from a PDF it accepts. */
export interface CheckedGuidePdf {
  pageCount: number;
}

const refusals: Record<GuideRefusalReason, string> = {
  not_pdf: 'This file is not a PDF: it does not start with a PDF header.',
  unreadable:
    'This PDF could not be read; it may be damaged. Save or export it again and upload the new copy.',
  encrypted:
    'This PDF is encrypted (a password or restrictions), so the buyer’s license line could not be added to it. Upload a copy saved without encryption.',
  no_pages: 'This PDF has no pages that could be read.',
  decoded_limit:
    'This PDF decompresses to far more data than a guide needs (a decompression bomb?), so it was not read to the end. Save or export it again and upload the new copy.',
  object_limit:
    'This PDF has more objects than a guide needs, so it could not be stamped quickly. Save or export it again (optimised) and upload the new copy.',
  memory_limit:
    'This PDF needs more memory to read than the server allows for one file. Save or export it again (optimised) and upload the new copy.',
  time_limit:
    'This PDF took longer to read than the server allows for one file. Save or export it again (optimised) and upload the new copy.',
};

/**
 * Accepts a guide by its bytes, never by its name, in the PDF worker (within its limits on
 * decoded bytes, objects, memory and time; server/pdf-worker/guide-check.ts). A refusal is a
 * refusal that names the file as the field at fault, so the card shows it beside the picker.
 */
export async function checkGuidePdf(
  ctx: Pick<ServerContext, 'pdf'>,
  bytes: Uint8Array,
): Promise<CheckedGuidePdf> {
  const check = await ctx.pdf.check(bytes);
  if (check.status === 'checked') return { pageCount: check.pageCount };
  const message = refusals[check.reason];
  throw new ServiceError('rejected', 'invalid_pdf', message, undefined, { file: message });
}
