import { publishedBlocks } from '#app/content/published-page.server.ts';
import { faqAction } from '#app/features/faq/faq-action.server.ts';
import { faqPageData } from '#app/features/faq/faq-data.server.ts';
import { FaqPage } from '#app/features/faq/faq-page.tsx';
import { pages } from '#content/pages.ts';
import { withStructuredData } from '#app/seo/structured-data.ts';
import type { Route } from './+types/faq';

export function loader({ context }: Route.LoaderArgs) {
  return {
    heading: pages.faq.heading,
    ...faqPageData(publishedBlocks(context.published, 'faq'), context.site),
  };
}

export const action = faqAction;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function FaqRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FaqPage data={loaderData} reply={actionData} />;
}
