import { data } from 'react-router';
import { longFormPageData } from '#app/features/long-form/long-form-data.server.ts';
import { LongFormPage } from '#app/features/long-form/long-form-page.tsx';
import { longFormCopy } from '#content/long-form.ts';
import { postPath } from '#shared/published-content.ts';
import { withStructuredData } from '#app/seo/structured-data.ts';
import type { Route } from './+types/blog-article';

export function loader({ params, context }: Route.LoaderArgs) {
  const path = postPath(params.slug);
  const post = context.published.posts().find((entry) => entry.path === path);
  if (!post) throw data(null, { status: 404 });
  return longFormPageData(post, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  return <LongFormPage data={loaderData} statesTitle={longFormCopy.stateGuides} />;
}
