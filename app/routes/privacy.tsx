import { legalPageData } from '#app/features/legal/legal-page-data.server.ts';
import { LegalPage } from '#app/features/legal/legal-page.tsx';
import { pages } from '#content/pages.ts';
import type { Route } from './+types/privacy';

export function loader({ context }: Route.LoaderArgs) {
  return legalPageData(pages.privacy, 'legal/privacy', context.site);
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage data={loaderData} />;
}
