import type { ServerContext } from '#server/context.ts';
import { deferWork } from '#server/db/deferred-work.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { requestLibraryLink } from './library-service.ts';

/**
 * "Get a sign-in link", from the API or the form posted without JavaScript: counted per client
 * and per address typed (every address alike), then answered at once. Whether a mail goes out
 * is decided after the answer, so neither the answer nor its timing tells who bought.
 */
export function librarySignInRequests(ctx: ServerContext) {
  const perClient = createRateLimiter(ctx.db, rateLimitRules.librarySignInPerClient);
  const perAddress = createRateLimiter(ctx.db, rateLimitRules.librarySignInPerAddress);
  return async (input: { email: string; ip: string }): Promise<void> => {
    const email = input.email.toLowerCase();
    await perClient.consume(rateLimitKey(input.ip));
    await perAddress.consume(`library:${email}`);
    deferWork(ctx.db, ctx.logger, 'library sign-in request', () =>
      requestLibraryLink(ctx, { email }),
    );
  };
}
