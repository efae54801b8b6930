import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { bodyWithin } from '#server/http/body-limit.ts';
import { isFormPost, readFormBody } from '#server/http/form-body.ts';
import { fieldErrors } from '#server/http/parse-body.ts';
import { malformedFormPage, requestTooLargePage } from '#server/http/refusal-pages.tsx';
import { serverPage } from '#server/http/server-page.tsx';
import { setPasswordFormSchema } from '#shared/contracts/auth.ts';
import { writeDeviceCookie } from './device-cookie.ts';
import {
  invalidLinkPage,
  passwordSetPage,
  setPasswordFormPage,
  type FieldErrors,
} from './set-password-pages.tsx';
import { inspectLink, setPasswordWithLink } from './set-password-service.ts';

/** The posted fields as text; undefined when the body is not a form we can read. */
async function formFields(
  c: Context,
): Promise<{ token: string; password: string; confirm: string } | undefined> {
  const body = isFormPost(c) ? await readFormBody(c) : undefined;
  if (!body) return undefined;
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
  return { token: text('token'), password: text('password'), confirm: text('confirm') };
}

/**
 * The set-password page at `setPasswordPath`, opened from invitation and reset mail. GET
 * shows the form and never uses the link (mail scanners open links); the form's POST sets
 * the password. Works without JavaScript.
 */
export function setPasswordRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  // The token in the address opens the account: keep it out of Referer headers and caches.
  routes.use('*', async (c, next) => {
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    await next();
  });

  routes.get('/', async (c) => {
    const token = c.req.query('token') ?? '';
    const link = await inspectLink(ctx, token);
    return serverPage(c, link ? setPasswordFormPage({ token, ...link }) : invalidLinkPage);
  });

  // Two passwords of at most 256 characters and a token: anything bigger is not our form.
  const tooLarge = requestTooLargePage(
    'Please open the link from the mail again and choose a shorter password.',
  );
  const smallBody = bodyWithin(16 * 1024, (c) => serverPage(c, tooLarge));

  routes.post('/', smallBody, async (c) => {
    const fields = await formFields(c);
    if (!fields) return serverPage(c, malformedFormPage);
    const link = await inspectLink(ctx, fields.token);
    if (!link) return serverPage(c, invalidLinkPage);
    const parsed = setPasswordFormSchema.safeParse(fields);
    const refuse = (errors: FieldErrors) =>
      serverPage(
        c,
        setPasswordFormPage({ token: fields.token, ...link }, { errors, typed: fields }),
      );
    if (!parsed.success) return refuse(fieldErrors(parsed.error));
    const { token, password } = parsed.data;
    const outcome = await setPasswordWithLink(ctx, { token, password, ip: clientIp(c) });
    if (outcome.status === 'refused') return refuse({ password: outcome.message });
    if (outcome.status === 'invalid_link') return serverPage(c, invalidLinkPage);
    writeDeviceCookie(c, ctx.config, outcome.deviceToken);
    return serverPage(c, passwordSetPage(outcome.email));
  });

  return routes;
}
