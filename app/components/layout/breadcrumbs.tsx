import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbTrail(pathname);
  if (crumbs.length === 0) return null;
  const lastIndex = crumbs.length - 1;

  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.path}>
            {index > 0 && <ChevronRight className="size-4" aria-hidden />}
            <li>
              {index === lastIndex ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.label}
                </span>
              ) : crumb.isPage ? (
                <Link to={crumb.path} className="hover:text-foreground hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
