import type { ContentImageIndex } from '#server/media/content-image-index.ts';

/** For contexts whose pages name no uploaded image: none is ever found. */
export const noContentImages: ContentImageIndex = {
  lookup: () => undefined,
  has: () => false,
  reload: () => Promise.resolve(false),
  onChange: () => undefined,
};
