/** The query parameter that asks for a page with the signed-in admin's unsaved settings. */
export const previewParam = 'preview';

/** Where the back office opens the preview of a draft: the home page. */
export const previewUrl = `/?${previewParam}=1`;
