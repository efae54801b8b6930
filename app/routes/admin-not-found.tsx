import { NotFoundSection } from '#app/features/admin/shell/dashboard/not-found-section.tsx';
import { notFoundSectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';

export const meta = notFoundSectionMeta;

export default function AdminNotFoundRoute() {
  return <NotFoundSection />;
}
