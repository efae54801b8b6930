import { useId } from 'react';
import { exitIntentCopy as copy } from '#content/exit-intent.ts';
import { pageLinks } from '#content/page-links.ts';
import { inlineSignUpIsland } from './exit-intent-parts.ts';
import { NewsForm, Step, StepHeading } from './news-form.tsx';

/**
 * The popup's invitation in the page, at the end of an article or a state guide: what a
 * reader on a touch device is offered instead of the popup (which never opens there), and
 * any reader who reaches the end. Same consent text, same call (`exit-intent-form.ts`,
 * through its island); without scripts it posts to the newsletter archive's sign-up.
 */
export function InlineSignUp() {
  const id = useId();
  return (
    <section
      data-island={inlineSignUpIsland}
      aria-labelledby={`${id}-ask-title`}
      className="mt-12 rounded-md border bg-card p-6"
    >
      <Step part="ask">
        <StepHeading
          id={`${id}-ask-title`}
          descriptionId={`${id}-ask-text`}
          title={copy.inlineTitle}
          description={copy.description}
        />
        <NewsForm emailId={`${id}-email`} action={pageLinks.newsletterArchive.path} />
      </Step>
      <Step part="thanks" hidden>
        <StepHeading
          id={`${id}-thanks-title`}
          descriptionId={`${id}-thanks-text`}
          title={copy.thanksTitle}
          description={copy.thanks}
        />
      </Step>
    </section>
  );
}
