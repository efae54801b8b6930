import { noQueryOutsideRepository } from './no-query-outside-repository.js';
import { tableOwner } from './table-owner.js';

export { queriesGo } from './no-query-outside-repository.js';

/** The project's own rules, registered in eslint.config.js as the `local` plugin. */
export const localRules = {
  rules: {
    'no-query-outside-repository': noQueryOutsideRepository,
    'table-owner': tableOwner,
  },
};
