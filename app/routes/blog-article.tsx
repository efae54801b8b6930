import { data } from 'react-router';
import { longFormPageData } from '#app/features/long-form/long-form-data.server.ts';
import { LongFormPage } from '#app/features/long-form/long-form-page.tsx';
import { findArticle } from '#content/articles.ts';
import { longFormCopy } from '#content/long-form.ts';
import { withStructuredData } from '#app/seo/structured-data.ts';
import type { Route } from './+types/blog-article';

export function loader({ params, context }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return longFormPageData(article, `articles/${article.slug}`, context.site, context.contentImages);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  return <LongFormPage data={loaderData} statesTitle={longFormCopy.stateGuides} />;
}
