import type { Logger } from '#server/logger.ts';
import type { SocialProofSource } from './social-proof-source.ts';

/** Sales and confirmations move the counts without anyone announcing them: read again this often. */
export const socialProofRefreshMs = 60_000;

export interface SocialProofRefresh {
  /** No further reload starts; resolves once the one running, if any, has ended. */
  stop(): Promise<void>;
}

/** Reloads the proof every `everyMs` in the background; a failed read is logged and tried again later. */
export function startSocialProofRefresh(
  source: SocialProofSource,
  logger: Logger,
  everyMs = socialProofRefreshMs,
): SocialProofRefresh {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = source.reload().catch((error: unknown) => {
      logger.error({ err: error }, 'reviews and counts could not be read again; tried again later');
    });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
