import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { routeEntries } from '../shared/route-table.ts';

export default routeEntries.map(({ path, module }) =>
  path === '/' ? index(module) : route(path.replace(/^\//, ''), module),
) satisfies RouteConfig;
