import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormReply } from '#app/lib/form-reply.ts';
import { action } from '#app/routes/library.tsx';
import { libraryCopy } from '#content/library.ts';
import { notices } from '#content/notices.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { serverMarkup } from '#tests/island-page.tsx';
import { fakeForms, postToPage, reply } from '#tests/page-actions.ts';
import { LibraryPage } from './library-page.tsx';

const copy = libraryCopy.signIn;

async function post(fields: Record<string, string>, forms = fakeForms()) {
  const answer = reply(await postToPage(action as never, libraryPaths.page, fields, forms));
  document.body.innerHTML = serverMarkup(
    <LibraryPage view={null} reply={answer.body as FormReply<string>} />,
  );
  return answer;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the library page action', () => {
  it('asks for the link and answers with the sent card, the same words for every address', async () => {
    const forms = fakeForms();
    const answer = await post({ intent: 'library-sign-in', email: ' parent@example.com ' }, forms);
    expect(answer.status).toBe(200);
    expect(forms.requestLibraryLink).toHaveBeenCalledWith('parent@example.com', '203.0.113.9');
    expect(screen.getByRole('status')).toHaveTextContent(copy.sent('parent@example.com'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("answers an empty address with 'Email Required', asking for nothing", async () => {
    const forms = fakeForms();
    const answer = await post({ intent: 'library-sign-in', email: '' }, forms);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ notice: { title: notices.emailRequired.title } });
    expect(forms.requestLibraryLink).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: copy.emailLabel })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
