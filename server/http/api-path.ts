/** Where the JSON API is mounted: answers there are JSON in the error shape, never pages. */
export const apiPrefix = '/api';

export function isApiPath(path: string): boolean {
  return path === apiPrefix || path.startsWith(`${apiPrefix}/`);
}
