import { data } from 'react-router';
import { PagePlaceholder } from '#app/components/layout/page-placeholder.tsx';
import { findArticle } from '#content/articles.ts';
import type { Route } from './+types/blog-article';

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return article;
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  return (
    <PagePlaceholder page={loaderData}>
      <p className="mt-6 text-sm text-muted-foreground">
        {loaderData.category} · {loaderData.readMinutes} min read
      </p>
    </PagePlaceholder>
  );
}
