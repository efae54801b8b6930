import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildPlaceholderGuide } from './placeholder-guide.ts';

/** The name buyers see for the file, in the mail attachment and the download. */
export const guideFileName = 'child-support-defense-guide.pdf';

export interface GuidePdf {
  /** Shared between callers (the placeholder is cached): read it, never change it. */
  bytes: Uint8Array;
  isPlaceholder: boolean;
}

/** Where the admin upload stores the guide. */
export function guidePdfPath(dataDir: string): string {
  return path.join(dataDir, 'guide', 'guide.pdf');
}

// Built once per process: the placeholder never changes while the server runs.
let placeholder: Promise<Uint8Array> | undefined;

function placeholderBytes(): Promise<Uint8Array> {
  placeholder ??= buildPlaceholderGuide().catch((error: unknown) => {
    placeholder = undefined;
    throw error;
  });
  return placeholder;
}

/**
 * The guide to deliver: the uploaded file, else the generated placeholder. The
 * file is read on every call (it is small), so a new upload counts at once.
 */
export async function loadGuidePdf(dataDir: string): Promise<GuidePdf> {
  try {
    return { bytes: await readFile(guidePdfPath(dataDir)), isPlaceholder: false };
  } catch (error) {
    if (!isMissingFile(error)) throw error;
  }
  return { bytes: await placeholderBytes(), isPlaceholder: true };
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
