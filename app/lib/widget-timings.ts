/** Every delay of the global widgets, in milliseconds, in one place for the tests. */
export const widgetTimings = {
  /** The chat launcher appears this long after the widgets mount. */
  chatLauncherDelay: 2000,
  /** The bot shows 'typing' this long before each reply. */
  botTyping: 1500,
  /** The exit popup opens this long after the mouse leaves through the top. */
  exitIntentDelay: 100,
  /** The exit popup may open by itself this long after mount if the mouse never left, once the visitor is reading. */
  exitIntentFallback: 30_000,
  /** Time with the page in view that counts as reading for that fallback, when the visitor has not scrolled. */
  exitIntentReading: 60_000,
  /** Ad blockers hide their bait asynchronously; the bait is checked after this wait. */
  adBaitCheck: 100,
  /** The ad-blocker notice appears this long after a blocker is detected. */
  adBlockerNoticeDelay: 10_000,
  /** Without Speculation Rules, a link the pointer rests on this long is fetched ahead (a pass over it is not intent). */
  linkPrefetchHover: 65,
  /** Upper bound on waiting for an idle moment before the widgets load, so a busy page still gets them. */
  idleTimeout: 2000,
} as const;
