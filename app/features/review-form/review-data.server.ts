import type { AppLoadContext } from 'react-router';

/** The review page's data: the link's token and what it can do now. */
export async function reviewPageData(context: AppLoadContext, token: string) {
  return { token, link: await context.forms.reviewLink(token) };
}
