import { archiveAction } from '#app/features/newsletter-archive/archive-action.server.ts';
import { archiveIndexData } from '#app/features/newsletter-archive/archive-data.server.ts';
import { ArchiveIndexPage } from '#app/features/newsletter-archive/archive-index-page.tsx';
import type { Route } from './+types/newsletter-archive';

export function loader({ context }: Route.LoaderArgs) {
  return archiveIndexData(context);
}

export const action = archiveAction;

export default function NewsletterArchiveRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ArchiveIndexPage data={loaderData} reply={actionData} />;
}
