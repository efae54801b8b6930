import type { StateGuideContent } from '#shared/contracts/publishing.ts';

/** A state guide's own fields: built in its own change (this stands in until it merges). */
export const StateGuideFields: (props: {
  value: StateGuideContent;
  onChange: (next: StateGuideContent) => void;
  errors: Record<string, string>;
}) => null = () => null;
