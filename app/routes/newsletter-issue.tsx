import { data } from 'react-router';
import { archiveIssueData } from '#app/features/newsletter-archive/archive-data.server.ts';
import { ArchiveIssuePage } from '#app/features/newsletter-archive/archive-issue-page.tsx';
import type { Route } from './+types/newsletter-issue';

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await archiveIssueData(context, params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export default function NewsletterIssueRoute({ loaderData }: Route.ComponentProps) {
  return <ArchiveIssuePage data={loaderData} />;
}
