import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { adminPath } from '../shared/admin-path.ts';
import { adminSectionIds, adminSections, type AdminSectionId } from '../shared/admin-sections.ts';
import { routeEntries } from '../shared/route-table.ts';

/** Sections that open one item at its own address: the name of that address's last segment. */
const detailParams: Partial<Record<AdminSectionId, string>> = {
  orders: 'orderId',
  messages: 'messageId',
  reviews: 'reviewId',
  customers: 'email',
  mail: 'view',
  posts: 'entryId',
  'state-guides': 'entryId',
  pages: 'entryId',
  people: 'personId',
};

/**
 * The back office's sections, one route module each (`routes/admin-<id>.tsx`), so each
 * section's code is its own chunk; an unknown address under the admin path stays inside
 * the back office.
 */
const adminChildren = [
  ...adminSectionIds.map((id) => {
    const { path } = adminSections[id];
    const module = `routes/admin-${id}.tsx`;
    if (path === adminPath) return index(module);
    const param = detailParams[id];
    const relative = path.slice(adminPath.length + 1);
    return route(param ? `${relative}/:${param}?` : relative, module);
  }),
  route('*', 'routes/admin-not-found.tsx'),
];

export default routeEntries.map(({ path, module }) => {
  if (path === adminPath) return route(path.replace(/^\//, ''), module, adminChildren);
  return path === '/' ? index(module) : route(path.replace(/^\//, ''), module);
}) satisfies RouteConfig;
