import { deferredWorkDone } from '#server/db/deferred-work.ts';
import { libraryLinks, librarySessions } from '#server/db/schema.ts';
import { libraryViewLookup } from '#server/library/library-form-action.ts';
import { mailRenderers } from '#server/mail-renderers.ts';
import { mailPayloadSchemas } from '#server/mail/mail-kinds.ts';
import { libraryApi, libraryCookieName, libraryPaths } from '#shared/contracts/library.ts';
import { outboxRows } from './db-rows.ts';
import { fromAddress, testMailSite } from './mail-fixtures.ts';
import { testSiteUrl, type TestApp } from './test-app.ts';

/** "Get a sign-in link" from a browser at `ip`, and the work it leaves for after its answer. */
export async function askForLibraryLink(
  t: TestApp,
  body: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const response = await t.app.request(
    libraryApi.signIn,
    {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Origin: testSiteUrl, ...options.headers },
    },
    fromAddress(options.ip ?? '203.0.113.10'),
  );
  await deferredWorkDone(t.ctx.db);
  return response;
}

/** Renders the newest sign-in mail to `email`, as the outbox worker would; its link's token. */
export async function mailedLibraryToken(t: TestApp, email: string): Promise<string> {
  const row = (await outboxRows(t.ctx.db, email))
    .filter((r) => r.kind === 'library-sign-in')
    .at(-1);
  if (!row) throw new Error(`no library sign-in mail for ${email}`);
  const mail = await mailRenderers(t.ctx.guideCopies)['library-sign-in'](
    mailPayloadSchemas['library-sign-in'].parse(row.payload),
    { db: t.ctx.db, config: t.ctx.config, site: testMailSite(t.ctx.config), recipient: email },
  );
  const token = /\/library\/sign-in\/([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no link in the library sign-in mail');
  return token;
}

/** A POST our own pages make (the link page's button, a download, sign-out). */
export async function postLibraryForm(
  t: TestApp,
  path: string,
  options: { cookie?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return await t.app.request(
    path,
    {
      method: 'POST',
      body: options.body ?? '',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: testSiteUrl,
        ...(options.cookie ? { Cookie: options.cookie } : {}),
        ...options.headers,
      },
    },
    fromAddress('203.0.113.20'),
  );
}

/** The `library_session=...` pair a sign-in's answer set, ready for a Cookie header. */
export function libraryCookieOf(response: Response): string | undefined {
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${libraryCookieName}=`));
  return cookie?.split(';')[0];
}

/** Asks for a link for `email`, opens it and answers the session cookie. */
export async function signInToLibrary(t: TestApp, email: string, ip?: string): Promise<string> {
  await askForLibraryLink(t, { email }, ip ? { ip } : {});
  const token = await mailedLibraryToken(t, email.toLowerCase());
  const cookie = libraryCookieOf(await postLibraryForm(t, libraryPaths.signIn(token)));
  if (!cookie) throw new Error(`signing in as ${email} set no cookie`);
  return cookie;
}

/** What the library page's loader gets for a Cookie header's session. */
export const libraryViewFor = (t: TestApp, cookie: string | undefined) =>
  libraryViewLookup(t.ctx)(cookie?.split('=')[1]);

export const libraryLinkRows = (t: TestApp) => t.ctx.db.select().from(libraryLinks);
export const librarySessionRows = (t: TestApp) => t.ctx.db.select().from(librarySessions);
