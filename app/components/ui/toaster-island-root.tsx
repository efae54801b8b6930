import { islandAttribute } from '#app/islands/island.ts';

/**
 * Where the toaster island (toaster-island.ts) puts its live region on a page without React.
 * Empty on the server: the region appears once the page's islands run.
 */
export function ToasterIslandRoot() {
  return <div {...{ [islandAttribute]: 'toaster' }} />;
}
