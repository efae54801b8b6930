import { noSocialProof, type SocialProof } from '#shared/social-proof.ts';

/**
 * The proof the public pages show (approved reviews, testimonials, counts), kept in memory
 * like the site settings so a page render reads it without a query.
 */
export interface SocialProofSource {
  current(): SocialProof;
  /**
   * Reads reviews, testimonials and counts again (after a moderation here, a notification
   * from another instance, or on the periodic refresh); resolves true when what pages show
   * changed, after telling every `onChange` listener.
   */
  reload(): Promise<boolean>;
  /** Called after each change: the page cache clears itself here. */
  onChange(listener: () => void): void;
}

/** Fixed proof, for a server started with its own (tests, mail fixtures). */
export function fixedSocialProof(proof: SocialProof = noSocialProof): SocialProofSource {
  return { current: () => proof, reload: () => Promise.resolve(false), onChange: () => {} };
}
