import { legalPageData } from '#app/features/legal/legal-page-data.server.ts';
import { LegalPage } from '#app/features/legal/legal-page.tsx';
import { pages } from '#content/pages.ts';
import type { Route } from './+types/legal-notice';

export function loader({ context }: Route.LoaderArgs) {
  return legalPageData(pages.legalNotice, 'legal/legal-notice', context.site);
}

export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  return <LegalPage data={loaderData} />;
}
