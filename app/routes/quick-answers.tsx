import { publishedBlocks } from '#app/content/published-page.server.ts';
import { quickAnswersPageData } from '#app/features/quick-answers/quick-answers-data.server.ts';
import { QuickAnswersPage } from '#app/features/quick-answers/quick-answers-page.tsx';
import { pages } from '#content/pages.ts';
import { withStructuredData } from '#app/seo/structured-data.ts';
import type { Route } from './+types/quick-answers';

export function loader({ context }: Route.LoaderArgs) {
  return {
    heading: pages.quickAnswers.heading,
    ...quickAnswersPageData(publishedBlocks(context.published, 'quick-answers'), context.site),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function QuickAnswersRoute({ loaderData }: Route.ComponentProps) {
  return <QuickAnswersPage data={loaderData} />;
}
