import {
  actionsClass,
  Actions,
  ButtonAnchor,
  PageTitle,
  SubmitButton,
  Text,
} from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from '#server/http/server-page.tsx';

// The pages behind the stop link of review-request mail.

export function stopPromptPage(token: string): ServerPage {
  return {
    title: 'Stop review requests',
    body: (
      <>
        <PageTitle>Stop review requests</PageTitle>
        <Text>We will not ask this address for a review again.</Text>
        <form
          method="post"
          action={`stop?token=${encodeURIComponent(token)}`}
          className={actionsClass}
        >
          <SubmitButton>Stop review requests</SubmitButton>
        </form>
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
      <Actions>
        <ButtonAnchor href="/">Back to {'{{brand}}'}</ButtonAnchor>
      </Actions>
    </>
  ),
};
