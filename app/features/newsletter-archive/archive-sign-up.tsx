import { NewsletterBox } from '#app/features/newsletter/newsletter-box.tsx';
import { formIntents, replyFor, type FormReply } from '#app/lib/form-reply.ts';
import { pageLinks } from '#content/page-links.ts';

/**
 * The archive's invitation to receive the next issue: a line, then the site's sign-up box,
 * whose form posts to the archive's index without JavaScript.
 */
export function ArchiveSignUp({
  copy,
  reply,
}: {
  copy: { heading: string; text: string };
  reply?: FormReply<string> | undefined;
}) {
  return (
    <section aria-labelledby="archive-sign-up-heading" className="mt-12">
      <h2 id="archive-sign-up-heading" className="text-2xl font-bold">
        {copy.heading}
      </h2>
      <p className="mt-2 mb-6 text-muted-foreground">{copy.text}</p>
      <NewsletterBox
        action={pageLinks.newsletterArchive.path}
        reply={replyFor(reply, formIntents.subscribe)}
      />
    </section>
  );
}
