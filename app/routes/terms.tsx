import { publishedPage } from '#app/content/published-page.server.ts';
import { legalPageData } from '#app/features/legal/legal-page-data.server.ts';
import { LegalPage } from '#app/features/legal/legal-page.tsx';
import { pages } from '#content/pages.ts';
import type { Route } from './+types/terms';

export function loader({ context }: Route.LoaderArgs) {
  return legalPageData(
    pages.terms,
    publishedPage(context.published, 'terms'),
    context.site,
    context.contentImages,
  );
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage data={loaderData} />;
}
