const units = ['bytes', 'kB', 'MB', 'GB', 'TB'] as const;

/** A file's size as people read it: "812 bytes", "12.4 MB" (powers of 1000, as disks count). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown =
    unit === 0 ? String(value) : value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return `${shown} ${units[unit] ?? 'bytes'}`;
}
