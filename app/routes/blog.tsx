import { blogPageData } from '#app/features/blog/blog-data.server.ts';
import { BlogPage } from '#app/features/blog/blog-page.tsx';
import type { Route } from './+types/blog';

export function loader({ context }: Route.LoaderArgs) {
  return blogPageData(context.site, context.published);
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPage data={loaderData} />;
}
