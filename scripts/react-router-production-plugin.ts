import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const entries = new Set(['react-router', 'react-router/dom']);

/**
 * React Router's package exports only its development build, whose dev warnings stay in
 * the browser bundle (remix-run/react-router#14102). Its production build ships in the
 * same package and differs only there, so the client build takes that one: about 0.6 KB
 * less on every page, and none of the dev warnings in a visitor's console. Both entries
 * switch together, so the app never holds two copies of the router.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    enforce: 'pre',
    apply: 'build',
    async resolveId(id, importer, options) {
      if (!entries.has(id) || this.environment.config.consumer !== 'client') return undefined;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      const production = resolved?.id.replace('/dist/development/', '/dist/production/');
      return production && existsSync(production) ? production : resolved;
    },
  };
}
