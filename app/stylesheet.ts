import { isAdminPath } from '#shared/admin-path.ts';
import adminSheet from './admin.css?url';
import publicSheet from './app.css?url';

/**
 * The one stylesheet a page links: the back office's own under the admin path, the public
 * one everywhere else, so visitors never download the back office's classes.
 */
export function stylesheetFor(pathname: string): string {
  return isAdminPath(pathname) ? adminSheet : publicSheet;
}
