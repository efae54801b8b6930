import {
  actionsClass,
  Actions,
  ButtonAnchor,
  PageTitle,
  SubmitButton,
  Text,
} from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from '#server/http/server-page.tsx';

// The pages behind the unsubscribe link of every marketing mail (broadcasts, automations).

export function newsUnsubscribePromptPage(token: string): ServerPage {
  return {
    title: 'Unsubscribe',
    body: (
      <>
        <PageTitle>Unsubscribe from news and tips</PageTitle>
        <Text>You will receive no more news, tips or announcements from {'{{brand}}'}.</Text>
        <form
          method="post"
          action={`unsubscribe?token=${encodeURIComponent(token)}`}
          className={actionsClass}
        >
          <SubmitButton>Unsubscribe</SubmitButton>
        </form>
      </>
    ),
  };
}

export const newsUnsubscribedPage: ServerPage = {
  title: 'Unsubscribed',
  body: (
    <>
      <PageTitle>You are unsubscribed</PageTitle>
      <Text>You will receive no more news, tips or announcements from us.</Text>
      <Text>Mail about your own order, such as your download link, still reaches you.</Text>
      <Actions>
        <ButtonAnchor href="/">Back to {'{{brand}}'}</ButtonAnchor>
      </Actions>
    </>
  ),
};
