import { adminPath } from '#content/page-links.ts';

export { adminPath };

/** The back office and everything under it, whatever the route table says. */
export function isAdminPath(pathname: string): boolean {
  return pathname === adminPath || pathname.startsWith(`${adminPath}/`);
}
