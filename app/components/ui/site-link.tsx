import { Link, NavLink, type LinkProps, type NavLinkProps, type To } from 'react-router';
import { pageRuntime } from '#shared/page-runtime.ts';

/** The path a link leads to, for a `to` React Router accepts. */
function pathOf(to: To): string {
  const path = typeof to === 'string' ? to : (to.pathname ?? '');
  return path.split(/[?#]/)[0] || '/';
}

/**
 * A reading page has no React runtime to render it (shared/page-runtime.ts): from a
 * hydrated page, a link to one loads it as a document; a link to an application page
 * stays a client-side navigation.
 */
function loadsDocument(to: To): boolean {
  return pageRuntime(pathOf(to)) === 'islands';
}

/** A link to one of our pages, from any page. */
export function SiteLink(props: LinkProps) {
  return <Link reloadDocument={loadsDocument(props.to)} {...props} />;
}

/** A navigation link to one of our pages, marked when it is the current one. */
export function SiteNavLink(props: NavLinkProps) {
  return <NavLink reloadDocument={loadsDocument(props.to)} {...props} />;
}
