import { ChevronRight } from 'lucide-react';
import { SiteLink } from '#app/components/ui/site-link.tsx';
import type { Crumb } from './breadcrumb-trail.ts';

/** The trail the root loader computed for this path; nothing on the home page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length === 0) return null;
  const lastIndex = crumbs.length - 1;

  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => (
          // The separator sits inside the item: a list holds nothing but items.
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 && <ChevronRight className="size-4" aria-hidden />}
            {index === lastIndex ? (
              <span aria-current="page" className="font-medium text-foreground">
                {crumb.label}
              </span>
            ) : crumb.isPage ? (
              <SiteLink to={crumb.path} className="hover:text-foreground hover:underline">
                {crumb.label}
              </SiteLink>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
