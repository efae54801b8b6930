import { publishedPage } from '#app/content/published-page.server.ts';
import { legalPageData } from '#app/features/legal/legal-page-data.server.ts';
import { LegalPage } from '#app/features/legal/legal-page.tsx';
import { pages } from '#content/pages.ts';
import type { Route } from './+types/privacy';

export function loader({ context }: Route.LoaderArgs) {
  return legalPageData(
    pages.privacy,
    publishedPage(context.published, 'privacy'),
    context.site,
    context.contentImages,
  );
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage data={loaderData} />;
}
