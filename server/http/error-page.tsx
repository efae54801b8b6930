import type { Context } from 'hono';
import { ActionLink, PageTitle, Text } from '#app/server-pages/server-page-parts.tsx';
import type { HttpError } from './http-error.ts';
import { serverPage } from './server-page.tsx';

function titleFor(status: number): string {
  if (status === 404) return 'Page not found';
  if (status === 429) return 'Too many attempts';
  if (status === 413) return 'That was too large';
  if (status === 403) return 'This request was refused';
  if (status < 500) return 'We could not use that request';
  return 'Something went wrong';
}

/** What a visitor sees when a form post or a link of ours fails: the error's message, in the site's frame. */
export function errorPage(c: Context, error: HttpError): Promise<Response> {
  const title = titleFor(error.status);
  return serverPage(c, {
    title,
    status: error.status,
    body: (
      <>
        <PageTitle>{title}</PageTitle>
        <Text>{error.message}</Text>
        <ActionLink href="/">Back to the home page</ActionLink>
      </>
    ),
  });
}
