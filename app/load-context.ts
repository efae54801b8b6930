import type { ContentImages } from '#shared/content-images.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import type { NewsletterArchive } from '#shared/newsletter-archive.ts';
import type { PublishedContent } from '#shared/published-content.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import type { SocialProof } from '#shared/social-proof.ts';
import type { TrackerScript } from '#shared/tracker-script.ts';

/** What the Node host hands every loader and action: see server/page-rendering/page-handler.ts. */
declare module 'react-router' {
  interface AppLoadContext {
    site: SiteInfo;
    /** Approved reviews, the seller's testimonials and the counts: read by the home and checkout loaders. */
    socialProof: SocialProof;
    /** The sent broadcasts shown on the newsletter archive: its pages, heads and the sitemap read it. */
    newsletterArchive: NewsletterArchive;
    /** What the seller published: posts, state guides, pages and people, from memory. */
    published: PublishedContent;
    /** The services a form posted without JavaScript reaches. */
    forms: FormActions;
    /** The caller's address, as the server's edge decided it: what rate limits count. */
    clientIp: string;
    /** The images uploaded in the back office that Markdown content may name. */
    contentImages: ContentImages;
    /** The analytics tracker's script for public pages; absent when the build has none. */
    tracker?: TrackerScript;
    /** The islands' entry for public pages (app/islands-entry.ts); absent when the build has none. */
    islands?: string;
    /** The page shows a signed-in admin's unsaved settings: marked on screen, never indexed. */
    preview?: boolean;
  }
}
