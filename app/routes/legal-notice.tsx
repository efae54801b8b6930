import { PagePlaceholder } from '#app/components/layout/page-placeholder.tsx';
import { pages } from '#content/pages.ts';

export default function LegalNoticePage() {
  return <PagePlaceholder page={pages.legalNotice} />;
}
