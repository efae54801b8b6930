import { publishedBlocks } from '#app/content/published-page.server.ts';
import { homePageData } from '#app/features/home/home-data.server.ts';
import { HomePage } from '#app/features/home/home-page.tsx';
import { withStructuredData } from '#app/seo/structured-data.ts';
import type { Route } from './+types/home';

export function loader({ context }: Route.LoaderArgs) {
  return homePageData(
    publishedBlocks(context.published, 'home'),
    context.site,
    context.socialProof,
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
