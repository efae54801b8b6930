/** The query parameter that asks for a page with the signed-in admin's unsaved settings. */
export const previewParam = 'preview';

/** Where the back office opens the preview of a draft: the home page. */
export const previewUrl = `/?${previewParam}=1`;

/**
 * With `previewParam`, names the post or state guide whose working copy a publisher sees in
 * place of what is published: `<its path>?preview=1&entry=<id>`.
 */
export const entryParam = 'entry';

/** Where the editor opens the preview of an entry's working copy: its page at the draft's path. */
export const entryPreviewUrl = (path: string, id: number) =>
  `${path}?${previewParam}=1&${entryParam}=${id}`;
