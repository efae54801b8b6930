import { legalPageData } from '#app/features/legal/legal-page-data.server.ts';
import { LegalPage } from '#app/features/legal/legal-page.tsx';
import { pages } from '#content/pages.ts';
import type { Route } from './+types/accessibility';

export function loader({ context }: Route.LoaderArgs) {
  return legalPageData(pages.accessibility, 'legal/accessibility', context.site);
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage data={loaderData} />;
}
