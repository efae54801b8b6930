import { PagePlaceholder } from '#app/components/layout/page-placeholder.tsx';
import { pages } from '#content/pages.ts';

export default function AdminPage() {
  return <PagePlaceholder page={pages.admin} />;
}
