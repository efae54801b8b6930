import { siteCopy } from '#content/site-copy.ts';

const copy = siteCopy.previewBanner;

/** Marks a page rendered with an admin's unsaved settings, so it is never taken for the live site. */
export function PreviewBanner() {
  return (
    <div
      role="status"
      className="bg-amber-300 px-4 py-2 text-center text-sm font-medium text-black"
      data-preview-banner
    >
      <strong>{copy.title}</strong> — {copy.text}
    </div>
  );
}
