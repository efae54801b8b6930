/** A file's size in words, as the back office shows sizes and limits: "25 MB", "1.4 MB", "512 KB". */
export function sizeInWords(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

/** The longest name an uploaded file may keep, in characters. */
export const maxFileNameLength = 200;

/** The refusal of a file over the limit, in the browser (before sending) and on the server alike. */
export function tooLargeMessage(maxBytes: number): string {
  return `The file is larger than the limit of ${sizeInWords(maxBytes)}.`;
}
