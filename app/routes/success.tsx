import { PagePlaceholder } from '#app/components/layout/page-placeholder.tsx';
import { pages } from '#content/pages.ts';

export default function SuccessPage() {
  return <PagePlaceholder page={pages.success} />;
}
