import { data } from 'react-router';
import { personPageData } from '#app/features/people/person-data.server.ts';
import { PersonPage } from '#app/features/people/person-page.tsx';
import { withStructuredData } from '#app/seo/structured-data.ts';
import type { Route } from './+types/person';

export function loader({ params, context }: Route.LoaderArgs) {
  const page = personPageData(context, params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function PersonRoute({ loaderData }: Route.ComponentProps) {
  return <PersonPage data={loaderData} />;
}
