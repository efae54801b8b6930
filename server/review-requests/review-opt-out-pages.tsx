import { OneButtonForm } from '#app/server-pages/post-forms.tsx';
import { ActionLink, PageTitle, Text } from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from '#server/http/server-page.tsx';

// The pages behind the stop link of review-request mail.

export function stopPromptPage(token: string): ServerPage {
  return {
    title: 'Stop review requests',
    body: (
      <>
        <PageTitle>Stop review requests</PageTitle>
        <Text>We will not ask this address for a review again.</Text>
        <OneButtonForm action={`stop?token=${encodeURIComponent(token)}`}>
          Stop review requests
        </OneButtonForm>
      </>
    ),
  };
}

export const stoppedPage: ServerPage = {
  title: 'Review requests stopped',
  body: (
    <>
      <PageTitle>No more review requests</PageTitle>
      <Text>We will not ask this address for a review again.</Text>
      <ActionLink href="/">Back to {'{{brand}}'}</ActionLink>
    </>
  ),
};
