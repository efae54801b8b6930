/** What every page's content file declares about itself for the head and the breadcrumb. */
export interface PageMeta {
  path: string;
  /** Name in breadcrumbs and navigation. */
  label: string;
  /** Title of the document, before the brand. */
  title: string;
  /** The page's one h1. */
  heading: string;
  /** May name the settings as {{placeholders}} ({{brand}}, {{guideName}}): the head fills them. */
  description: string;
  keywords: readonly string[];
  /** Shared-link image (Open Graph, Twitter card), a path under public/; the site image when absent. */
  image?: string;
  /** Open Graph type: articles and guides are 'article', everything else 'website'. */
  type?: 'website' | 'article';
  /** Private pages are kept out of search engines and never stored by any cache. */
  private?: boolean;
  /**
   * 'public': the page is the same for every visitor, so the server renders it once and
   * answers from memory. Opt-in: a page without it is rendered for each request.
   */
  cache?: 'public';
}
