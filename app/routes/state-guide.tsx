import { useLocation } from 'react-router';
import { PagePlaceholder } from '#app/components/layout/page-placeholder.tsx';
import { stateGuides } from '#content/state-guides.ts';
import { normalizePath } from '#shared/route-table.ts';

export default function StateGuidePage() {
  const { pathname } = useLocation();
  const guide = stateGuides.find((entry) => entry.path === normalizePath(pathname));
  if (!guide) throw new Error(`No state guide is registered at ${pathname}`);
  return (
    <PagePlaceholder page={guide}>
      <p className="mt-6 text-muted-foreground">
        Administrative orders in {guide.state} are issued by the {guide.agencyName} ({guide.agency}
        ).
      </p>
    </PagePlaceholder>
  );
}
