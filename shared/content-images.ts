import { maxFileNameLength } from './file-size.ts';

/** An uploaded image as a page places it: its public URL and intrinsic size (no layout shift). */
export interface ContentImage {
  url: string;
  width: number;
  height: number;
}

/**
 * Finds the uploaded image content names (`![alt](media:cover.png)` in Markdown): the newest
 * upload of that file name, or undefined when there is none.
 */
export type ContentImages = (name: string) => ContentImage | undefined;

/** What a Markdown image reference may name: a plain file name. */
export const contentImageName = new RegExp(`^[\\w.-]{1,${maxFileNameLength}}$`);
