/** A file's size in words, as the back office shows sizes and limits: "25 MB", "1.4 MB", "512 KB". */
export function sizeInWords(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}
