import { ActionLink, PageTitle, Text } from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from './server-page.tsx';

// The pages of the server's own forms and links (newsletter, set password) for a request
// they cannot use; the API and the React pages answer with errorResponse instead.

const openMailAgain = 'Please open the link from the mail again.';

export const malformedFormPage: ServerPage = {
  title: 'Request not understood',
  status: 400,
  body: (
    <>
      <PageTitle>We could not read this request</PageTitle>
      <Text>{openMailAgain}</Text>
    </>
  ),
};

/** `advice` says what to do instead; by default, to open the mail's link again. */
export function requestTooLargePage(advice = openMailAgain): ServerPage {
  return {
    title: 'Request too large',
    status: 413,
    body: (
      <>
        <PageTitle>Request too large</PageTitle>
        <Text>{advice}</Text>
      </>
    ),
  };
}

export const notFoundPage: ServerPage = {
  title: 'Page not found',
  body: (
    <>
      <PageTitle>Page not found</PageTitle>
      <Text>There is no page at this address.</Text>
      <ActionLink href="/">Go to the home page</ActionLink>
    </>
  ),
  status: 404,
};
