/** Words a reader reads a minute: the reading time a page states and its editor shows. */
const wordsPerMinute = 220;

/** Whole minutes, rounded up, at least one for any text. */
export function readingMinutes(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / wordsPerMinute));
}
