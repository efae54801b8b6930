import { libraryCopy } from '#content/library.ts';
import { FieldsForm, OneButtonForm } from '#app/server-pages/post-forms.tsx';
import { ActionLink, Field, PageTitle, Text } from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from '#server/http/server-page.tsx';
import { libraryPaths } from '#shared/contracts/library.ts';

const copy = libraryCopy.pages;

// The pages of the library's links and downloads; the library itself is a React page.

/** A GET of the mailed link: a button, since mail scanners open links and must not use it. */
export function signInPromptPage(token: string): ServerPage {
  return {
    title: copy.prompt.title,
    body: (
      <>
        <PageTitle>{copy.prompt.title}</PageTitle>
        <Text>{copy.prompt.text}</Text>
        <OneButtonForm action={libraryPaths.signIn(token)}>{copy.prompt.button}</OneButtonForm>
      </>
    ),
  };
}

/** A used, expired or unknown link, with the form for a new one (the library page's action). */
export const expiredLinkPage: ServerPage = {
  title: copy.expired.title,
  status: 410,
  body: (
    <>
      <PageTitle>{copy.expired.title}</PageTitle>
      <Text>{copy.expired.text}</Text>
      <FieldsForm action={libraryPaths.page} submit={libraryCopy.signIn.submit}>
        <Field
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          label={libraryCopy.signIn.emailLabel}
        />
      </FieldsForm>
    </>
  ),
};

function refusal(title: string, text: string, status: 403 | 404 | 429): ServerPage {
  return {
    title,
    status,
    body: (
      <>
        <PageTitle>{title}</PageTitle>
        <Text>{text}</Text>
        <ActionLink href={libraryPaths.page}>{copy.back}</ActionLink>
      </>
    ),
  };
}

export const downloadLimitPage = (perDay: number) =>
  refusal(copy.limit.title, copy.limit.text(perDay), 429);
export const notYourOrderPage = refusal(copy.notYours.title, copy.notYours.text, 404);
export const refundedOrderPage = refusal(copy.refunded.title, copy.refunded.text, 403);
