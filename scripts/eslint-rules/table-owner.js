import path from 'node:path';
import { ESLintUtils } from '@typescript-eslint/utils';

/** The schema modules, by the specifier's end (`#server/db/schema.ts`, `../db/schema.ts`). */
const schemaSpecifier = /(^|\/)db\/(analytics-)?schema(\.ts)?$/;

const createRule = ESLintUtils.RuleCreator(
  (name) => `docs/decisions/098-lint-holds-the-map.md#${name}`,
);

/**
 * A table is queried by its owner folder alone (`tableOwners` in eslint.config.js): outside
 * it, importing the table's value from the schema is refused; its type (`typeof x.$inferSelect`
 * by `import type`) stays open to all. What the schema exports besides tables (enum lists, the
 * `schema` object) is not a table and not checked here.
 */
export const tableOwner = createRule({
  name: 'table-owner',
  meta: {
    type: 'problem',
    docs: { description: 'A table value is imported only in the server folder that owns it' },
    messages: {
      notOwner:
        'The table {{table}} belongs to server/{{owner}}/: call its functions (or a query part its repository exports) instead of querying it here.',
      everyTable:
        'A namespace import of the schema takes every table: import the owned ones by name.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          owners: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['owners'],
        additionalProperties: false,
      },
    ],
  },
  defaultOptions: [{ owners: {} }],
  create(context, [{ owners }]) {
    const [top, folder] = path.relative(context.cwd, context.filename).split(path.sep);
    const ownFolder = top === 'server' ? folder : undefined;
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !schemaSpecifier.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') continue;
          if (specifier.type !== 'ImportSpecifier') {
            if (ownFolder !== 'db') context.report({ node: specifier, messageId: 'everyTable' });
            continue;
          }
          const table = specifier.imported.type === 'Identifier' ? specifier.imported.name : '';
          const owner = owners[table];
          if (owner !== undefined && owner !== ownFolder) {
            context.report({ node: specifier, messageId: 'notOwner', data: { table, owner } });
          }
        }
      },
    };
  },
});
