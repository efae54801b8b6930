import { PagePlaceholder } from '#app/components/layout/page-placeholder.tsx';
import { pages } from '#content/pages.ts';

export default function BlogPage() {
  return <PagePlaceholder page={pages.blog} />;
}
