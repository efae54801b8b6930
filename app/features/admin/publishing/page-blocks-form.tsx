import type { PageKey } from '#shared/contracts/publishing.ts';

/** A fixed page's structured blocks: built in its own change (this stands in until it merges). */
export const PageBlocksForm: (props: {
  pageKey: PageKey;
  value: unknown;
  onChange: (next: unknown) => void;
  errors: Record<string, string>;
}) => null = () => null;
