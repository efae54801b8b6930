/**
 * How a public page loads the analytics tracker: the server renders its script tag with the
 * forwarding ids the operator configured as data attributes, so no id is compiled into code.
 */
export interface TrackerScript {
  /** The tracker's own entry: a hashed file of the client build, or its source in development. */
  src: string;
  /** The Google tag measurement id, or null: no forwarding. */
  tagId: string | null;
  /** The Microsoft Clarity project id, or null: no forwarding. */
  sessionToolId: string | null;
}

/** Marks the tracker's script tag, which the tracker reads its settings from. */
export const trackerScriptMarker = 'data-analytics-tracker';

/** The tracker's entry module, as Vite serves it in development and compiles it for the build. */
export const trackerEntrySource = '/app/tracker/entry.ts';
