import { entryContentSchema, type EntryContent } from '#shared/contracts/publishing.ts';
import { z } from 'zod';

/**
 * The editor's unsaved working copy in this browser, one per entry: written on every change,
 * cleared once the server holds it, so closing the tab or losing the network loses nothing.
 */
const storedSchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  content: entryContentSchema,
});
export type UnsavedCopy = z.infer<typeof storedSchema>;

const keyOf = (entryId: number) => `publishing-unsaved-${String(entryId)}`;

export function readUnsavedCopy(entryId: number): UnsavedCopy | undefined {
  try {
    const raw = window.localStorage.getItem(keyOf(entryId));
    if (raw === null) return undefined;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Storage refused (private mode, quota) or a copy from an older shape: nothing to restore.
    return undefined;
  }
}

export function writeUnsavedCopy(entryId: number, version: number, content: EntryContent): void {
  const copy: UnsavedCopy = { version, savedAt: new Date().toISOString(), content };
  try {
    window.localStorage.setItem(keyOf(entryId), JSON.stringify(copy));
  } catch {
    // A full or refused storage must not stop typing: the autosave still runs.
  }
}

export function clearUnsavedCopy(entryId: number): void {
  try {
    window.localStorage.removeItem(keyOf(entryId));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
